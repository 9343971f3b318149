"""A source file whose free functions translate through a `tr` of its own (a wrapper around
QCoreApplication::translate with a fixed context) finds its texts only if lupdate put them in that
context: lupdate names the context after the class of the member function a call stands in, else
after the namespace. A wrong context leaves the texts English at run time in every language (the
question before leaving a level did). For each such file, every tr("…") text must be in the
translation file under the wrapper's context.

    python3 tests/translation_contexts.py SOURCE_DIR
"""
import glob
import html
import os
import re
import sys

WRAPPER = re.compile(r'translate\("([^"]+)", text\)')
# tr( followed by one or more adjacent string literals.
CALL = re.compile(r'\btr\(\s*((?:"(?:[^"\\]|\\.)*"\s*)+)[,)]')
LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')
ESCAPES = {'"': '"', "'": "'", "\\": "\\", "n": "\n", "t": "\t"}


def unescape(text):
    return re.sub(r"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)), text)


def main():
    root = sys.argv[1]
    with open(os.path.join(root, "translations", "minimoves_zh_CN.ts"), encoding="utf-8") as f:
        ts = f.read()
    contexts = {}
    for name, body in re.findall(r"<context>\s*<name>([^<]+)</name>(.*?)</context>", ts, re.S):
        contexts.setdefault(name, set()).update(html.unescape(s) for s in re.findall(r"<source>(.*?)</source>", body, re.S))
    missing, checked = [], 0
    for path in sorted(glob.glob(os.path.join(root, "app", "**", "*.cpp"), recursive=True)):
        with open(path, encoding="utf-8") as f:
            source = f.read()
        wrapper = WRAPPER.search(source)
        if not wrapper:
            continue
        context = wrapper.group(1)
        for call in CALL.finditer(source):
            text = "".join(unescape(piece) for piece in LITERAL.findall(call.group(1)))
            checked += 1
            if text not in contexts.get(context, set()):
                missing.append("%s: %r is not in the context %s" % (os.path.relpath(path, root), text[:70], context))
    for line in missing:
        print("FAIL:", line)
    print("%d texts checked, %d in the wrong context" % (checked, len(missing)))
    sys.exit(1 if missing or checked == 0 else 0)


if __name__ == "__main__":
    main()
