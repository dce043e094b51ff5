#!/usr/bin/env python3
# Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
"""Mutation fuzzing of the oppkit CLI, run against the sanitizer build (CI runs each mode for a minute).

Feeds `oppkit infer --batch` / `oppkit tiling --batch` mutated requests from the op folders' data cases
(oplibs/**/tests/<folder>.jsonl), `oppkit graph` mutated JSON graphs from test/data/graphs, byte-mutated ONNX
models, or `oppkit doctor` mutated vendors/config.ini files, and keeps every input on which the process crashed,
hung, left the documented exit codes (0, 1, 2) or printed a sanitizer report. Bad input must give an error, never
that. Besides structural mutations, some inputs get the text-level damage hostile input was found to carry (a NUL
byte, text after the document, nesting thousands of levels deep, a cut). Usage (after `.ci/test` or
`OPPKIT_BUILD_DIR=build-asan ... .ci/setup -DOPPKIT_SANITIZE=ON`):

    test/fuzz/fuzz_cli.py infer|graph|onnx|config [--build build-asan] [--seconds 600] [--seed 1] [--out DIR]

The exit status is 1 if a bad input was kept. For hours of coverage-guided fuzzing of the readers themselves, see
the libFuzzer targets (docs/fuzzing.md).

Found this way: a count hint of 2^31 output instances (now infer.bad_request), a JSON graph nested 4000 levels deep
(now graph.bad_json at level 65).
"""
import argparse
import copy
import glob
import json
import os
import random
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
INTS = [0, -1, -2, -3, 1, 2, 3, 7, 64, 4095, 4096, 4097, 2**31 - 1, 2**31, -2**31, 2**32, 2**62, 2**63 - 1, -2**63,
        10**12]
OTHERS = [None, [], {}, True, False, "", "x", 3.5, -0.5, 1e308, [[1]], [1, 2, 3, 4, 5, 6, 7, 8, 9], list(range(40))]
EXTRA_STRINGS = ["Reshape", "Shape", "GatherV2", "ConcatV2", "If", "While", "Case", "Conv2D", "MatMulV2", "TransData",
                 "Fill", "Expand", "Pack", "StridedSlice", "Range", "NetOutput", "Const", "Data", "_parent_node_index",
                 "storage_format", "storage_shape", "NC1HWC0", "FRACTAL_Z", "FRACTAL_NZ", "subgraphs", "count"]


def collect_strings(o, out):
    if isinstance(o, dict):
        for k, v in o.items():
            out.add(k)
            collect_strings(v, out)
    elif isinstance(o, list):
        for v in o:
            collect_strings(v, out)
    elif isinstance(o, str):
        out.add(o)


def paths(o, p=()):
    yield p
    if isinstance(o, dict):
        for k, v in o.items():
            yield from paths(v, p + (k,))
    elif isinstance(o, list):
        for i, v in enumerate(o):
            yield from paths(v, p + (i,))


def pick(values):
    return copy.deepcopy(random.choice(values))  # fresh: a shared list mutated later would alias itself


def mutate_json(o, strings):
    o = copy.deepcopy(o)
    for _ in range(random.choice([1, 1, 1, 2, 3])):
        candidates = list(paths(o))[1:]
        if not candidates:
            break
        p = random.choice(candidates)
        parent = o
        for k in p[:-1]:
            parent = parent[k]
        k = p[-1]
        v = parent[k]
        r = random.random()
        if isinstance(v, bool) or v is None:
            parent[k] = pick(INTS + OTHERS)
        elif isinstance(v, int):
            parent[k] = random.choice(INTS) if r < 0.8 else pick(OTHERS)
        elif isinstance(v, str):
            parent[k] = random.choice(strings) if r < 0.7 else pick(OTHERS + INTS)
        elif isinstance(v, list):
            if r < 0.3 and v:
                v.pop(random.randrange(len(v)))
            elif r < 0.6 and v:
                v.insert(random.randrange(len(v) + 1), copy.deepcopy(random.choice(v)))
            elif r < 0.7:
                parent[k] = pick(OTHERS)
            else:
                random.shuffle(v)
        elif isinstance(v, dict):
            if r < 0.4 and v:
                del v[random.choice(list(v))]
            elif r < 0.6:
                v[random.choice(strings)] = pick(INTS + OTHERS)
            else:
                parent[k] = pick(OTHERS)
    return o


def mutate_bytes(b):
    b = bytearray(b)
    for _ in range(random.choice([1, 1, 2, 4, 8])):
        i = random.randrange(len(b))
        r = random.random()
        if r < 0.4:
            b[i] = random.choice([0, 1, 2, 0x7f, 0x80, 0xff, 0x10, 0x40, 0x3f])
        elif r < 0.7:
            b[i] ^= 1 << random.randrange(8)
        elif r < 0.85:
            b[i:i + 1] = bytes([0xff] * random.randrange(1, 10)) + b"\x01"  # an overlong varint
        else:
            b[i] = random.randrange(256)
    return bytes(b)


def damage_text(text):
    """Text-level damage a JSON reader must refuse cleanly (what structural mutation never produces)."""
    r = random.random()
    if r < 0.25:
        i = random.randrange(len(text) + 1)
        return text[:i] + "\0" + text[i:]
    if r < 0.5:
        return text + random.choice([" trailing", "}", "]", "\0", " {}", "\n\n"])
    if r < 0.75:
        depth = random.choice([999, 1000, 1001, 5000, 200000])
        field = random.choice(["attrs", "inputs", "name", "outputs"])
        return text[:-1] + ', "%s": %s%s}' % (field, "[" * depth, "]" * depth) if text.endswith("}") else text
    return text[:random.randrange(len(text) + 1)]


def is_bad(rc, err):
    return (rc not in (0, 1, 2) or "AddressSanitizer" in err or "LeakSanitizer" in err or "runtime error" in err or
            "terminate called" in err)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=["infer", "graph", "onnx", "config"])
    ap.add_argument("--build", default=os.path.join(ROOT, "build-asan"))
    ap.add_argument("--seconds", type=float, default=600)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="/tmp/oppkit-fuzz")
    args = ap.parse_args()
    random.seed(args.seed)
    os.makedirs(args.out, exist_ok=True)
    cli = [os.path.join(args.build, "bin", "oppkit"), "--opp", os.path.join(args.build, "opp")]
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=1", LSAN_OPTIONS="use_tls=0:print_suppressions=0",
               UBSAN_OPTIONS="print_stacktrace=1")
    data = os.path.join(ROOT, "test", "data")
    deadline = time.time() + args.seconds
    runs = found = 0

    def run(argv, stdin, keep_name, keep_bytes):
        nonlocal runs, found
        runs += 1
        try:
            p = subprocess.run(cli + argv, input=stdin, capture_output=True, env=env, timeout=120)
            rc, err = p.returncode, p.stderr.decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            rc, err = -1, "timeout"
        if is_bad(rc, err):
            found += 1
            path = os.path.join(args.out, f"{args.mode}_{args.seed}_{found}_{keep_name}")
            with open(path, "wb") as f:
                f.write(keep_bytes)
            print(f"BAD rc={rc} {path}\n{err[-2000:]}", flush=True)

    if args.mode == "infer":
        requests = []
        for path in glob.glob(os.path.join(ROOT, "oplibs", "**", "tests", "*.jsonl"), recursive=True):
            if path.endswith("_differential.jsonl"):
                continue
            with open(path) as f:  # infer cases only: tiling cases ("tiling") are requests of `oppkit tiling`
                cases = [json.loads(line) for line in f if line.strip()]
            requests += [case["request"] for case in cases if "request" in case]
        strings = set(EXTRA_STRINGS)
        collect_strings(requests, strings)
        strings = sorted(strings)
        while time.time() < deadline:
            lines = [json.dumps(mutate_json(random.choice(requests), strings)) for _ in range(300)]
            lines = [damage_text(line).replace("\n", " ") if random.random() < 0.05 else line for line in lines]
            batch = "".join(line + "\n" for line in lines)
            for command in ("infer", "tiling"):
                run([command, "--batch", "-"], batch.encode(), command + ".jsonl", batch.encode())
    elif args.mode == "graph":
        graphs = []
        for path in glob.glob(os.path.join(data, "graphs", "*.json")):
            with open(path) as f:
                graphs.append(json.load(f))
        strings = set(EXTRA_STRINGS)
        collect_strings(graphs, strings)
        strings = sorted(strings)
        model = os.path.join(args.out, f"current_{args.seed}.json")
        while time.time() < deadline:
            text = json.dumps(mutate_json(random.choice(graphs), strings))
            text = (damage_text(text) if random.random() < 0.1 else text).encode()
            with open(model, "wb") as f:
                f.write(text)
            argv = ["graph", model, "--dump", model + ".dump", "--dot", model + ".dot"]
            if random.random() < 0.3:
                argv.append("--strict")
            if random.random() < 0.3:
                argv += ["--data-format", random.choice(["NCHW", "NHWC", "NC1HWC0", "ND"])]
            if random.random() < 0.2:
                argv.append("--no-storage-formats")
            if random.random() < 0.2:
                argv += ["--input-shape", random.choice(["x:1,2,3,4", "x:-1,3,-1,-1", "x:", "x:0,0"])]
            run(argv, None, "graph.json", text)
    elif args.mode == "config":
        seeds = [b"load_priority=a,b\n", b"# comment\n; other\nload_priority = b , a\nother=1\n",
                 b"load_priority=a\nload_priority=b\n", b"load_priority=\n", b"load_priority=a,,b\n",
                 b"load_priority=../a\n", b"load_priority=a,a\n", b"\xef\xbb\xbfload_priority=a\r\n", b""]
        tree = os.path.join(args.out, f"opp_{args.seed}")
        for vendor in ("a", "b"):
            os.makedirs(os.path.join(tree, "vendors", vendor), exist_ok=True)
        config = os.path.join(tree, "vendors", "config.ini")
        del cli[1:]  # the tree under test, not the build's
        while time.time() < deadline:
            blob = random.choice(seeds)
            blob = mutate_bytes(blob) if blob and random.random() < 0.7 else blob
            with open(config, "wb") as f:
                f.write(blob)
            run(["doctor", "--opp", tree], None, "config.ini", blob)
            run(["--opp", tree, "list"], None, "config.ini", blob)
    else:
        models = glob.glob(os.path.join(data, "onnx", "*.onnx")) + glob.glob(os.path.join(data, "models", "*.onnx"))
        seeds = []
        for path in models:
            with open(path, "rb") as f:
                seeds.append(f.read())
        model = os.path.join(args.out, f"current_{args.seed}.onnx")
        while time.time() < deadline:
            blob = mutate_bytes(random.choice(seeds))
            with open(model, "wb") as f:
                f.write(blob)
            argv = ["graph", model, "--dump", model + ".dump"] + (["--keep-unmapped"] if random.random() < 0.3 else [])
            run(argv, None, "model.onnx", blob)
    print(f"{runs} runs, {found} bad inputs kept in {args.out}")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
