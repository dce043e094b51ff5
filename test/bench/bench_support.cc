// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "bench_support.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <utility>

#include "oppkit/core/op_package_loader.h"

namespace oppkit::bench {
namespace {
std::string& MutableOppRoot() {
  static std::string root = OPPKIT_BENCH_OPP_ROOT;
  return root;
}

void AppendSharedObjects(const std::filesystem::path& dir, std::vector<std::string>* out) {
  std::error_code ec;
  std::vector<std::string> found;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    if (entry.path().extension() == ".so") found.push_back(entry.path().string());
  }
  std::sort(found.begin(), found.end());
  out->insert(out->end(), found.begin(), found.end());
}
}  // namespace

const std::string& OppRoot() { return MutableOppRoot(); }
void SetOppRoot(std::string root) { MutableOppRoot() = std::move(root); }

std::string GeneratedPackageDir() { return OPPKIT_BENCH_GENERATED_PACKAGE; }

std::vector<std::string> PackageLibraries(const std::string& dir) {
  const std::string arch = HostArch();
  std::vector<std::string> libraries;
  AppendSharedObjects(std::filesystem::path(dir) / "op_proto/lib/linux" / arch, &libraries);
  AppendSharedObjects(std::filesystem::path(dir) / "op_impl/ai_core/tbe/op_tiling/lib/linux" / arch, &libraries);
  AppendSharedObjects(std::filesystem::path(dir) / "framework/onnx", &libraries);  // parser plugins, loaded too
  return libraries;
}

const std::vector<BenchModel>& BenchModels() {
  static const std::vector<BenchModel> models = {
      {"ResNet50", "resnet50.onnx"},
      {"ResNet50DynamicBatch", "resnet50_dynamic_batch.onnx"},
      {"MobileNetV2", "mobilenet_v2.onnx"},
      {"MobileNetV3Small", "mobilenet_v3_small.onnx"},
      {"ShuffleNetV2", "shufflenet_v2_x0_5.onnx"},
      {"TransformerEncoder", "transformer_encoder.onnx"},
      {"TransformerEncoderDynamic", "transformer_encoder_dynamic.onnx"},
      {"ViTDynamicBatch", "vit_dynamic_batch.onnx"},
  };
  return models;
}

std::string ModelPath(const BenchModel& model) {
  return std::string(OPPKIT_BENCH_DATA_DIR) + "/models/" + model.file;
}

const OpRegistry* SharedRegistry(std::string* error) {
  struct Loaded {
    OpRegistry registry;
    std::string error;
  };
  static Loaded* loaded = [] {
    auto* l = new Loaded();  // never destroyed: plugin functions may be referenced until exit
    LoadOptions options;
    options.opp_root = OppRoot();
    options.use_environment = false;
    const LoadReport report = LoadOpPackages(options, l->registry);
    for (const Status& st : report.AllErrors()) l->error += st.message() + "\n";
    if (report.loaded_count() == 0 && l->error.empty()) l->error = "no package loaded from " + OppRoot();
    return l;
  }();
  if (!loaded->error.empty()) {
    if (error != nullptr) *error = loaded->error;
    return nullptr;
  }
  return &loaded->registry;
}

}  // namespace oppkit::bench
