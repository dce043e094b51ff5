#!/usr/bin/env bash
# The quick-start demo: loads the built OPP tree, lists its ops, answers a few single-op queries and tiling requests
# and infers the shapes of a small graph, through the `oppkit` command line. Usage: examples/quickstart/demo.sh [BUILD_DIR]
set -euo pipefail
build_dir="${1:-build}"
oppkit="${build_dir}/bin/oppkit"
here="$(dirname "$0")"

echo "== ops in ${build_dir}/opp"
"$oppkit" list

for request in "$here"/requests/*.json; do
  echo
  echo "== $(basename "$request" .json)"
  echo "request:  $(tr -d '\n' < "$request" | tr -s ' ')"
  printf 'response: '
  "$oppkit" infer "$request"
done

echo
echo "== the same requests as one JSON Lines batch"
for request in "$here"/requests/*.json; do tr -d '\n' < "$request"; echo; done | "$oppkit" infer --batch -

for request in "$here"/tiling_requests/*.json; do
  echo
  echo "== tiling: $(basename "$request" .json)"
  echo "request:  $(tr -d '\n' < "$request" | tr -s ' ')"
  printf 'response: '
  "$oppkit" tiling "$request"
done

echo
graph="$here/../../test/data/graphs/conv_relu_pool.json"  # the graph docs/graph.md describes
echo "== whole-graph inference (FormatRefiner, InferShape, storage formats, TransData): test/data/graphs/conv_relu_pool.json"
"$oppkit" graph "$graph" --dump -

echo
model="$here/../../test/data/models/resnet50.onnx"  # torchvision ResNet-50, exported at opset 13 (weights as shapes)
echo "== ONNX import + whole-graph inference: test/data/models/resnet50.onnx (the final fully connected layer's line of the dump)"
"$oppkit" graph "$model" --input-shape input:1,3,224,224 --dump - | grep '"type":"MatMulV2"'
