# The README's commands. `make run` and `make test` do all the set-up on a fresh Debian 12.
BUILD_DIR ?= build
ASAN_DIR ?= build-asan
FUZZ_DIR ?= build-fuzz
JOBS ?= $(shell nproc)
# make test runs two tests a core: a Release suite on 2 cores used 650 s of processor time in 424 s
# (77 % of the cores), its GUI tests waiting on timers and on the solver's thread. The suite under
# the sanitizers keeps one a core (90 % of the cores already).
TEST_JOBS ?= $(shell echo $$(( $(JOBS) * 2 )))
MAKEFLAGS += --no-print-directory
CMAKE_FLAGS ?=
# A new build folder is made for Ninja (from install-deps.sh): it schedules the whole build as one
# graph, where make's recursive Makefiles wait target by target (a fresh Release build on 2 cores:
# 483 s against 580 s). A folder configured before keeps its generator.
GENERATOR = $(if $(wildcard $(1)/CMakeCache.txt),,-G Ninja)
# make fuzz: seconds per fuzz target; make check runs each for FUZZ_TEST_SECONDS. Both run one
# target a core at a time (scripts/fuzz.sh).
FUZZ_SECONDS ?= 60
FUZZ_TEST_SECONDS ?= 10
# make monkey: random input events per puzzle, and the seed of every puzzle's run (empty: each
# puzzle's fixed seed, as in make test).
EVENTS ?= 20000
SEED ?=

.PHONY: all deps configure build run test check test-sanitizers test-fuzz fuzz fuzz-build monkey bench bench-gui bench-json clean

all: build

deps:
	@bash scripts/install-deps.sh

configure: deps
	@cmake -S . -B $(BUILD_DIR) $(call GENERATOR,$(BUILD_DIR)) -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS) >/dev/null

build: configure
	@cmake --build $(BUILD_DIR) -j $(JOBS)

run: build
	@bash scripts/run-game.sh $(BUILD_DIR)/bin/minimoves

# What a newcomer runs: the Release build and the whole suite in it, ending with ctest's summary.
test: build
	@cd $(BUILD_DIR) && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j $(TEST_JOBS) \
		|| { bash $(CURDIR)/scripts/test-failures.sh . ; exit 8; }

# What CI runs (.ci/run): make test, then the whole suite again under ASan + UBSan +
# LeakSanitizer, then a short run of every fuzzer.
check: test
	@$(MAKE) --no-print-directory test-sanitizers
	@$(MAKE) --no-print-directory test-fuzz

# build-asan: everything but the benchmarks — engines, game, both programs, every test including
# the GUI tests and the monkey — with -fsanitize=address,undefined; any report fails its test
# (the options and tests/lsan.supp are in each test's environment, tests/CMakeLists.txt). The game
# is asked for by name: a build-asan configured before it was in keeps MINIMOVES_BUILD_APP=OFF.
# Compiled by clang, as the fuzzers are: it compiles an instrumented file in about two thirds of
# g++'s time, and its UndefinedBehaviorSanitizer adds the check of a call through a function
# pointer of the wrong type. A build-asan configured with g++ before is configured again from
# scratch (CMake drops its cache when the compiler changes).
test-sanitizers: deps
	@cmake -S . -B $(ASAN_DIR) $(call GENERATOR,$(ASAN_DIR)) -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Release \
		-DMINIMOVES_SANITIZE=ON -DMINIMOVES_BUILD_APP=ON >/dev/null
	@cmake --build $(ASAN_DIR) -j $(JOBS)
	@cd $(ASAN_DIR) && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j $(JOBS) \
		|| { bash $(CURDIR)/scripts/test-failures.sh . ; exit 8; }

fuzz-build: deps
	@CC=clang CXX=clang++ cmake -S . -B $(FUZZ_DIR) $(call GENERATOR,$(FUZZ_DIR)) -DCMAKE_BUILD_TYPE=Release -DMINIMOVES_FUZZ=ON \
		-DMINIMOVES_BUILD_APP=OFF -DMINIMOVES_BUILD_TESTS=OFF >/dev/null
	@cmake --build $(FUZZ_DIR) -j $(JOBS) --target fuzzers

# Every parser's fuzzer for FUZZ_SECONDS each (scripts/fuzz.sh; crashes in $(FUZZ_DIR)/crashes/).
fuzz: fuzz-build
	@bash scripts/fuzz.sh $(FUZZ_DIR) $(FUZZ_SECONDS)

test-fuzz: fuzz-build
	@bash scripts/fuzz.sh $(FUZZ_DIR) $(FUZZ_TEST_SECONDS)

# A long monkey run in the Release build: EVENTS random input events a puzzle, from SEED.
monkey: configure
	@cmake --build $(BUILD_DIR) -j $(JOBS) --target tests_gui
	@QT_QPA_PLATFORM=offscreen MINIMOVES_MONKEY_EVENTS=$(EVENTS) MINIMOVES_MONKEY_SEED=$(SEED) \
		QTEST_FUNCTION_TIMEOUT=86400000 $(BUILD_DIR)/bin/tests_gui tst_monkey

# The engines (minimoves-cli bench), then the GUI: every board's paint (first, at rest, during a
# move), each puzzle's first game on screen, the GUI thread's gaps during the biggest searches;
# then the time from New (and a size change back) to the new game shown.
bench: build
	@cmake --build $(BUILD_DIR) -j $(JOBS) --target gui_benchmarks
	@$(BUILD_DIR)/bin/minimoves-cli bench
	@echo
	@$(BUILD_DIR)/bin/bench_responsiveness
	@echo && $(BUILD_DIR)/bin/bench_new_game
	@echo && $(BUILD_DIR)/bin/bench_contest_list

bench-gui: build
	@cmake --build $(BUILD_DIR) -j $(JOBS) --target bench_responsiveness
	@$(BUILD_DIR)/bin/bench_responsiveness

# The engines' figures for machines: one JSON object a line per puzzle and variant.
bench-json: build
	@$(BUILD_DIR)/bin/minimoves-cli bench --json

clean:
	@rm -rf $(BUILD_DIR) $(ASAN_DIR) $(FUZZ_DIR)
