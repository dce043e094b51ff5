// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ScaleAdd, y = x1 + alpha * x2, defined the Ascend C way (register/op_def_registry.h): its prototype comes from
// this OpDef, its InferShape from scale_add_infershape.cc, its Tiling from here.
#include "register/op_def_registry.h"

namespace optiling {
ge::graphStatus ScaleAddTiling(gert::TilingContext* context);
}  // namespace optiling

namespace ops {
class ScaleAdd : public OpDef {
 public:
  explicit ScaleAdd(const char* name) : OpDef(name) {
    this->Input("x1")
        .ParamType(REQUIRED)
        .DataType({ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_BF16})
        .Format({ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND})
        .UnknownShapeFormat({ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND});
    this->Input("x2")
        .ParamType(REQUIRED)
        .DataType({ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_BF16})
        .Format({ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND});
    this->Output("y")
        .ParamType(REQUIRED)
        .DataType({ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_BF16})
        .Format({ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND});
    this->Attr("alpha").AttrType(OPTIONAL).Float(1.0f);
    this->AICore().SetTiling(optiling::ScaleAddTiling);
    OpAICoreConfig config;
    config.DynamicCompileStaticFlag(true).DynamicRankSupportFlag(true).DynamicShapeSupportFlag(true);
    this->AICore().AddConfig("ascend910b", config);
  }
};
OP_ADD(ScaleAdd);
}  // namespace ops
