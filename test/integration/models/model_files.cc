// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "integration/models/model_files.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "common/test_support.h"

namespace oppkit::test {

std::vector<std::string> ModelNames() {
  std::vector<std::string> names;
  const std::string suffix = ".shapes.json";
  for (const auto& entry : std::filesystem::directory_iterator(TestDataDir() + "/models")) {
    const std::string file = entry.path().filename().string();
    if (file.size() > suffix.size() && file.compare(file.size() - suffix.size(), suffix.size(), suffix) == 0) {
      names.push_back(file.substr(0, file.size() - suffix.size()));
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::vector<std::string> DynamicModelNames() {
  std::vector<std::string> names;
  for (const std::string& model : ModelNames()) {
    if (ReadModelShapes(model).contains("other_inputs")) names.push_back(model);
  }
  return names;
}

nlohmann::json ReadModelShapes(const std::string& model) {
  std::ifstream in(TestDataDir() + "/models/" + model + ".shapes.json");
  if (!in) throw std::runtime_error("cannot read the shapes of model '" + model + "'");
  return nlohmann::json::parse(in);
}

std::string ModelPath(const std::string& model) { return TestDataDir() + "/models/" + model + ".onnx"; }

}  // namespace oppkit::test
