#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include "oppkit/context_factory.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/plugin_call.h"
#include "oppkit/core/shape_query.h"
#include "query_test_ops.h"

TEST_CASE("perf tmp", "[.perf]") {
  const auto snap = oppkit::test::QueryTestRegistry().Snapshot();
  for (const char* op : {"QAdd", "QConv", "QReshape"}) {
    oppkit::OpQuery q;
    q.op_type = op;
    if (std::string(op) == "QAdd") {
      q.inputs = {oppkit::TensorDesc(ge::DT_FLOAT16, {8, 16, 32}), oppkit::TensorDesc(ge::DT_FLOAT16, {16, 32})};
    } else if (std::string(op) == "QConv") {
      q.inputs = {oppkit::TensorDesc(ge::DT_FLOAT16, {1, 3, 224, 224}, ge::FORMAT_NCHW),
                  oppkit::TensorDesc(ge::DT_FLOAT16, {64, 3, 7, 7}, ge::FORMAT_NCHW)};
      q.attrs = {{"strides", oppkit::AttrValue::ListInt({1, 1, 2, 2})}, {"pads", oppkit::AttrValue::ListInt({3, 3, 3, 3})}};
    } else {
      oppkit::TensorDesc s(ge::DT_INT64, {2});
      std::vector<int64_t> v = {6, 4};
      s.value = std::vector<uint8_t>(reinterpret_cast<uint8_t*>(v.data()), reinterpret_cast<uint8_t*>(v.data()) + 16);
      q.inputs = {oppkit::TensorDesc(ge::DT_FLOAT, {24}), s};
    }
    const int n = 200000;
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < n; ++i) {
      auto r = oppkit::InferOp(*snap, q);
      if (!r.ok()) FAIL(r.status().message());
    }
    auto t1 = std::chrono::steady_clock::now();
    // direct: build the context once
    const oppkit::OpEntry* e = snap->Find(op);
    oppkit::NodeDescription node;
    node.op_type = op;
    node.node_name = op;
    for (auto& in : q.inputs) {
      oppkit::TensorDescription td;
      td.dtype = in.tensors[0].dtype;
      td.shape.MutableOriginShape().SetDimNum(0);
      for (auto d : in.tensors[0].shape) td.shape.MutableOriginShape().AppendDim(d);
      td.shape.MutableStorageShape() = td.shape.GetOriginShape();
      if (in.tensors[0].value) { td.data = in.tensors[0].value->data(); td.data_size = in.tensors[0].value->size(); }
      node.inputs.push_back(td);
    }
    node.data_dependency = e->functions.inputs_data_dependency;
    if (std::string(op) == "QConv") {
      node.input_instance_counts = {1, 1, 0};
      node.attrs = {oppkit::AttrValue::ListInt({1, 1, 2, 2}), oppkit::AttrValue::ListInt({3, 3, 3, 3}), oppkit::AttrValue::Float(1),
                    oppkit::AttrValue::ListFloat({}), oppkit::AttrValue::DataType(ge::DT_FLOAT), oppkit::AttrValue::String("NCHW"),
                    oppkit::AttrValue::Bool(false)};
    }
    node.outputs.resize(1);
    auto holder = oppkit::BuildInferShapeContext(node);
    REQUIRE(holder.GetContext() != nullptr);
    auto t2 = std::chrono::steady_clock::now();
    for (int i = 0; i < n; ++i) {
      if (e->functions.infer_shape(holder.GetContext()) != 0) FAIL("direct failed");
    }
    auto t3 = std::chrono::steady_clock::now();
    auto t4 = std::chrono::steady_clock::now();
    for (int i = 0; i < n; ++i) {
      auto h = oppkit::BuildInferShapeContext(node);
      if (h.GetContext() == nullptr) FAIL("x");
    }
    auto t5 = std::chrono::steady_clock::now();
    std::printf("%s: build ctx %.0f ns\n", op, std::chrono::duration<double, std::nano>(t5 - t4).count() / n);
    double q_ns = std::chrono::duration<double, std::nano>(t1 - t0).count() / n;
    double d_ns = std::chrono::duration<double, std::nano>(t3 - t2).count() / n;
    std::printf("%s: query %.0f ns, direct %.1f ns, ratio %.1f\n", op, q_ns, d_ns, q_ns / d_ns);
  }
}
