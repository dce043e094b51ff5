// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// libFuzzer target: serialized ONNX ModelProto bytes imported through the loaded packages' parsers (ImportOnnxModel)
// and, when they import, inferred (InferGraph), as `oppkit graph MODEL.onnx` does.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_common.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/onnx/onnx_import.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  oppkit::OnnxImportOptions options;
  options.keep_unmapped = size % 2 == 1;  // both ways, without a byte of the model deciding it
  oppkit::Result<oppkit::OnnxImport> imported = oppkit::ImportOnnxModel(
      oppkit::fuzz::Ops(), std::string_view(reinterpret_cast<const char*>(data), size), options);
  if (!imported.ok() || !imported->ok()) return 0;
  (void)oppkit::InferGraph(oppkit::fuzz::Ops(), imported->graph);
  return 0;
}
