# The README's commands. `make run` and `make test` do all the set-up on a fresh Debian 12.
BUILD_DIR ?= build
ASAN_DIR ?= build-asan
FUZZ_DIR ?= build-fuzz
JOBS ?= $(shell nproc)
MAKEFLAGS += --no-print-directory
CMAKE_FLAGS ?=
# make fuzz: seconds per fuzz target; make test runs each for FUZZ_TEST_SECONDS.
FUZZ_SECONDS ?= 60
FUZZ_TEST_SECONDS ?= 10

.PHONY: all deps configure build run test test-sanitizers test-fuzz fuzz fuzz-build bench bench-gui bench-json clean

all: build

deps:
	@bash scripts/install-deps.sh

configure: deps
	@cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS) >/dev/null

build: configure
	@cmake --build $(BUILD_DIR) -j $(JOBS)

run: build
	@bash scripts/run-game.sh $(BUILD_DIR)/bin/minimoves

# The engine and CLI tests under ASan + UBSan (and the shutdown test under LeakSanitizer), a short
# run of every fuzzer, then the whole suite: make test ends with ctest's summary of it.
test: build
	@$(MAKE) --no-print-directory test-sanitizers
	@$(MAKE) --no-print-directory test-fuzz
	@cd $(BUILD_DIR) && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j $(JOBS)

# build-asan: engines, CLI and their tests (not the game) with -fsanitize=address,undefined;
# any report aborts its test, so ctest fails.
test-sanitizers: deps
	@cmake -S . -B $(ASAN_DIR) -DCMAKE_BUILD_TYPE=Release -DMINIMOVES_SANITIZE=ON -DMINIMOVES_BUILD_APP=OFF >/dev/null
	@cmake --build $(ASAN_DIR) -j $(JOBS)
	@cd $(ASAN_DIR) && QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 \
		UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ctest --output-on-failure -j $(JOBS)

fuzz-build: deps
	@CC=clang CXX=clang++ cmake -S . -B $(FUZZ_DIR) -DCMAKE_BUILD_TYPE=Release -DMINIMOVES_FUZZ=ON \
		-DMINIMOVES_BUILD_APP=OFF -DMINIMOVES_BUILD_TESTS=OFF >/dev/null
	@cmake --build $(FUZZ_DIR) -j $(JOBS)

# Every parser's fuzzer for FUZZ_SECONDS each (scripts/fuzz.sh; crashes in $(FUZZ_DIR)/crashes/).
fuzz: fuzz-build
	@bash scripts/fuzz.sh $(FUZZ_DIR) $(FUZZ_SECONDS)

test-fuzz: fuzz-build
	@bash scripts/fuzz.sh $(FUZZ_DIR) $(FUZZ_TEST_SECONDS)

# The engines (minimoves-cli bench), then the GUI: every board's paint (first, at rest, during a
# move), each puzzle's first game on screen, the GUI thread's gaps during the biggest searches;
# then the time from New (and a size change back) to the new game shown.
bench: build
	@$(BUILD_DIR)/bin/minimoves-cli bench
	@echo
	@$(BUILD_DIR)/bin/bench_responsiveness
	@echo && $(BUILD_DIR)/bin/bench_new_game

bench-gui: build
	@$(BUILD_DIR)/bin/bench_responsiveness

# The engines' figures for machines: one JSON object a line per puzzle and variant.
bench-json: build
	@$(BUILD_DIR)/bin/minimoves-cli bench --json

clean:
	@rm -rf $(BUILD_DIR) $(ASAN_DIR) $(FUZZ_DIR)
