// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The model files of test/data/models (README.md there): `<name>.onnx` and the shapes torch produced,
// `<name>.shapes.json`.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace oppkit::test {

/// Every model of test/data/models: the names of its `<name>.shapes.json` files, sorted.
std::vector<std::string> ModelNames();
/// The models that were run at several input sizes (their shapes files have "other_inputs"), sorted.
std::vector<std::string> DynamicModelNames();
/// The parsed `<model>.shapes.json`.
nlohmann::json ReadModelShapes(const std::string& model);
/// The path of `<model>.onnx`.
std::string ModelPath(const std::string& model);

}  // namespace oppkit::test
