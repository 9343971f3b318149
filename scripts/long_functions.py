#!/usr/bin/env python3
"""Lists the functions longer than LIMIT lines (60), signature to closing brace, in a folder of C++
sources (app/): python3 scripts/long_functions.py [LIMIT] [FOLDER]. It reads the project's layout (a
function's braces on lines of their own), not C++ in general."""
import pathlib, re, sys
LIMIT = int(sys.argv[1]) if len(sys.argv) > 1 else 60
root = pathlib.Path(sys.argv[2] if len(sys.argv) > 2 else "app")
found = []
for path in sorted(root.rglob("*")):
    if path.suffix not in (".cpp", ".h"):
        continue
    lines = path.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        m = re.match(r"^(\s*)\{\s*$", lines[i])
        if m and i > 0 and lines[i - 1].rstrip().endswith((")", "const", "override", "noexcept")) or \
           (m and i > 0 and re.search(r"\)\s*:\s", " ".join(lines[max(0, i - 6):i]))):
            indent = m.group(1)
            # the signature: back to the line after a blank, a comment, ';', '}' or '{'
            start = i - 1
            while start > 0 and lines[start - 1].strip() and not lines[start - 1].strip().startswith("//") \
                    and not lines[start - 1].rstrip().endswith((";", "}", "{")) and not lines[start-1].startswith("#"):
                start -= 1
            end = i + 1
            while end < len(lines) and not re.match("^" + re.escape(indent) + r"\}", lines[end]):
                end += 1
            n = end - start + 1
            name = re.sub(r"\s+", " ", " ".join(l.strip() for l in lines[start:i]))[:90]
            if n > LIMIT:
                found.append((n, str(path), start + 1, name))
            i = end
        i += 1
for n, path, line, name in sorted(found, reverse=True):
    print(f"{n:4d} {path}:{line} {name}")
print(f"{len(found)} functions over {LIMIT} lines", file=sys.stderr)
