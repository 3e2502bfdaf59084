#!/usr/bin/env python3
"""The shape figures issue 33 asks to measure, before and after a restructuring.

  python3 tests/tools/measure_shape.py            # from the checkout's root

Prints:
  - architecture-name literals outside their home: string literals equal to an architecture id or alias that
    core/arch/architectures.cpp declares, found in core/ and app/ outside core/arch/ (the importers' lookups go
    through the descriptions, so a literal there is a branch too);
  - runtime mentions outside their modules: `Runtime::X` outside the file(s) of that runtime's own module and the
    registry (core/runtimes.*), and outside the generic switch of the estimator;
  - the longest functions and the largest source files (lines, braces matched; tables of data included).
A heuristic, not a parser: a function is a brace block at namespace or class level whose header has a ')'.
"""
import os
import re
import sys

ROOT = os.getcwd()
SRC_DIRS = ["core", "app"]
EXTS = (".cpp", ".h")


def sources():
    for d in SRC_DIRS:
        for dirpath, _, files in os.walk(os.path.join(ROOT, d)):
            for f in sorted(files):
                if f.endswith(EXTS):
                    yield os.path.relpath(os.path.join(dirpath, f), ROOT)


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as fh:
        return fh.read()


def strip_comments(text):
    text = re.sub(r"//[^\n]*", "", text)
    return re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)


def arch_names():
    text = read("core/arch/architectures.cpp")
    names = set(re.findall(r'\.(?:id|name)\s*=\s*"([^"]+)"', text))
    return {n for n in names if len(n) > 2}


MODULES = {
    "LlamaCpp": ("core/llamacpp/",),
    "Ollama": ("core/ollama",),
    "Vllm": ("core/vllm",),
    "SGLang": ("core/sglang",),
    "Mlx": ("core/mlx",),
    "ExLlamaV3": ("core/exllamav3",),
    "KoboldCpp": ("core/koboldcpp",),
    "Ideal": (),
}
SHARED = ("core/runtimes.", "core/logcheck/")


def functions(path, text):
    text = strip_comments(text)
    text = re.sub(r'"(?:\\.|[^"\\])*"', '""', text)
    lines = text.split("\n")
    out = []
    stack = []  # (kind, start line)
    header = ""
    for no, line in enumerate(lines, 1):
        for ch in line:
            if ch == "{":
                container = all(k != "fn" for k, _ in stack)
                h = header.strip()
                is_fn = (container and ")" in h and not re.match(r"(if|for|while|switch|catch)\b", h)
                         and not re.search(r"\b(namespace|class|struct|enum|union)\b[^()]*$", h)
                         and not h.endswith("="))
                stack.append(("fn" if is_fn else "blk", no))
                header = ""
            elif ch == "}":
                if stack:
                    kind, start = stack.pop()
                    if kind == "fn":
                        out.append((no - start + 1, path, start))
                header = ""
            elif ch == ";":
                header = ""
            else:
                header += ch
        header += " "
    return out


def main():
    names = arch_names()
    arch_hits = {}
    runtime_hits = {}
    fns = []
    sizes = []
    for path in sources():
        text = read(path)
        sizes.append((text.count("\n"), path))
        fns.extend(functions(path, text))
        code = strip_comments(text)
        if not path.startswith("core/arch/"):
            n = sum(1 for lit in re.findall(r'"([^"\\]*)"', code) if lit in names)
            if n:
                arch_hits[path] = n
        for rt, homes in MODULES.items():
            if path.startswith(SHARED) or any(path.startswith(h) for h in homes):
                continue
            n = len(re.findall(r"Runtime::" + rt + r"\b", code))
            if n:
                runtime_hits[path] = runtime_hits.get(path, 0) + n
    print(f"architecture-name literals outside core/arch: {sum(arch_hits.values())} in {len(arch_hits)} files")
    for p, n in sorted(arch_hits.items(), key=lambda x: -x[1])[:8]:
        print(f"  {n:4d}  {p}")
    print(f"Runtime::X outside its module and the registry: {sum(runtime_hits.values())} in {len(runtime_hits)} files")
    for p, n in sorted(runtime_hits.items(), key=lambda x: -x[1])[:8]:
        print(f"  {n:4d}  {p}")
    fns.sort(reverse=True)
    print(f"functions over 150 lines: {sum(1 for f in fns if f[0] > 150)}; longest:")
    for n, p, start in fns[:8]:
        print(f"  {n:4d}  {p}:{start}")
    sizes.sort(reverse=True)
    print(f"source files over 800 lines: {sum(1 for s in sizes if s[0] > 800)}; largest:")
    for n, p in sizes[:6]:
        print(f"  {n:5d}  {p}")


if __name__ == "__main__":
    sys.exit(main())
