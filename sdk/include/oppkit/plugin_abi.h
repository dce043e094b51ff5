/*
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * The plugin ABI: the only thing that crosses dlopen. Plain C, no STL, append-only.
 *
 * Note [Plugin ABI]
 * Every op library (prototype library, implementation library, or both) exports exactly one symbol,
 * `OppkitGetPluginInfo`, returning a pointer to a static OppkitPluginInfo that stays valid while the library is
 * loaded. The host copies everything it keeps (names, prototypes, attr values) during the handshake and keeps
 * only function pointers afterwards, so a plugin may free its tables when it is unloaded. Each struct starts with its own size (`struct_size`, and `abi_version` for the root), so:
 *   - same major, any minor: the core reads only the fields that both sides know (min of the two sizes);
 *     fields a smaller struct lacks are taken as zero/NULL;
 *   - another major: refused, nothing registered.
 * Rules for changing this file: append fields at the end of a struct only, bump OPPKIT_PLUGIN_ABI_MINOR; any other
 * change bumps OPPKIT_PLUGIN_ABI_MAJOR. Arrays of structs are walked with the element size the plugin reports
 * (`*_struct_size`), never with the host's sizeof. There is no reserved padding.
 *
 * Function pointers are stored as the generic OppkitFunction; the comment on each field names the real type,
 * and the core converts the pointer back to exactly that type before calling it (a round trip through another
 * function-pointer type is well defined).
 */
#ifndef OPPKIT_PLUGIN_ABI_H_
#define OPPKIT_PLUGIN_ABI_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Major version: a plugin with another major is refused. */
#define OPPKIT_PLUGIN_ABI_MAJOR 1u
/** Minor version: grows when fields are appended. */
#define OPPKIT_PLUGIN_ABI_MINOR 4u
/** Packed version as stored in OppkitPluginInfo::abi_version: major in the high 16 bits. */
#define OPPKIT_PLUGIN_ABI_VERSION ((OPPKIT_PLUGIN_ABI_MAJOR << 16) | OPPKIT_PLUGIN_ABI_MINOR)
/** Major part of a packed version. */
#define OPPKIT_ABI_MAJOR_OF(v) ((uint32_t)(v) >> 16)
/** Minor part of a packed version. */
#define OPPKIT_ABI_MINOR_OF(v) ((uint32_t)(v)&0xffffu)
/** Name of the one exported entry symbol. */
#define OPPKIT_PLUGIN_ENTRY_SYMBOL "OppkitGetPluginInfo"

#if defined(_WIN32)
#define OPPKIT_EXPORT __declspec(dllexport)
#else
#define OPPKIT_EXPORT __attribute__((visibility("default")))
#endif

/** Generic function pointer; each field documents the type it really has. */
typedef void (*OppkitFunction)(void);

/** Attribute value types (OppkitAttrValue::type, OppkitIrAttr::type). */
enum OppkitAttrType {
  OPPKIT_ATTR_NONE = 0, /**< no value (a private attr without a default) */
  OPPKIT_ATTR_INT = 1,
  OPPKIT_ATTR_FLOAT = 2,
  OPPKIT_ATTR_BOOL = 3,
  OPPKIT_ATTR_STRING = 4,
  OPPKIT_ATTR_DATA_TYPE = 5, /**< a ge::DataType (REG_OP `Type`) */
  OPPKIT_ATTR_LIST_INT = 6,
  OPPKIT_ATTR_LIST_FLOAT = 7,
  OPPKIT_ATTR_LIST_BOOL = 8,
  OPPKIT_ATTR_LIST_STRING = 9,
  OPPKIT_ATTR_LIST_DATA_TYPE = 10,
  OPPKIT_ATTR_LIST_LIST_INT = 11,
  OPPKIT_ATTR_LIST_LIST_FLOAT = 12
};

/**
 * An attribute value. Which members are meaningful depends on `type`:
 * INT/BOOL/DATA_TYPE: `i`; FLOAT: `f`; STRING: `s`; LIST_INT/LIST_BOOL/LIST_DATA_TYPE: `count` values in `ints`;
 * LIST_FLOAT: `count` values in `floats`; LIST_STRING: `count` strings in `strings`; LIST_LIST_INT /
 * LIST_LIST_FLOAT: `count` inner lists, inner list k has `inner_counts[k]` values, all inner lists concatenated in
 * `ints` / `floats`. Pointers point into plugin memory that lives as long as the library.
 */
typedef struct OppkitAttrValue {
  uint32_t type;
  uint32_t count;
  int64_t i;
  double f;
  const char* s;
  const int64_t* ints;
  const double* floats;
  const char* const* strings;
  const uint32_t* inner_counts;
} OppkitAttrValue;

/** Kinds of IR inputs/outputs (OppkitIrTensor::kind). */
enum OppkitIoKind { OPPKIT_IO_REQUIRED = 0, OPPKIT_IO_OPTIONAL = 1, OPPKIT_IO_DYNAMIC = 2 };

/**
 * One IR input or output. Its dtype is either a symbol (`INPUT(x, "T")`, `type_symbol` = "T", which a DATATYPE
 * entry or an attr of the same name may define) or an explicit set (`INPUT(x, TensorType(...))`,
 * `type_symbol` = NULL, `dtype_count` values in `dtypes`).
 */
typedef struct OppkitIrTensor {
  const char* name;
  uint32_t kind; /**< OppkitIoKind */
  uint32_t dtype_count;
  const char* type_symbol;
  const int32_t* dtypes; /**< ge::DataType values */
} OppkitIrTensor;

/** One IR attr: `ATTR(name, Type, default)` or `REQUIRED_ATTR(name, Type)`. */
typedef struct OppkitIrAttr {
  const char* name;
  uint32_t type;     /**< OppkitAttrType */
  uint32_t required; /**< 1 for REQUIRED_ATTR */
  OppkitAttrValue default_value; /**< type OPPKIT_ATTR_NONE when required */
} OppkitIrAttr;

/** A dtype symbol defined by `DATATYPE(T, TensorType(...))` or `DATATYPE(T, ListTensorType(...))`. */
typedef struct OppkitDtypeSymbol {
  const char* name;
  uint32_t is_list; /**< 1 for ListTensorType: instances of a dynamic IO may differ */
  uint32_t dtype_count;
  const int32_t* dtypes;
} OppkitDtypeSymbol;

/** Kinds of IR subgraphs (OppkitIrSubgraph::kind). */
enum OppkitSubgraphKind { OPPKIT_SUBGRAPH_STATIC = 0, OPPKIT_SUBGRAPH_DYNAMIC = 1 };

/** One IR subgraph: `GRAPH(name)` or `DYNAMIC_GRAPH(name)`. */
typedef struct OppkitIrSubgraph {
  const char* name;
  uint32_t kind; /**< OppkitSubgraphKind */
  uint32_t reserved_zero; /**< always 0; keeps the struct free of implicit padding */
} OppkitIrSubgraph;

/** An op prototype from REG_OP. Arrays hold `*_count` elements of the host-known struct types above. */
typedef struct OppkitOpProto {
  uint32_t struct_size;
  uint32_t input_count;
  const char* op_type;
  const OppkitIrTensor* inputs;
  uint32_t output_count;
  uint32_t attr_count;
  const OppkitIrTensor* outputs;
  const OppkitIrAttr* attrs;
  uint32_t symbol_count;
  uint32_t subgraph_count;
  const OppkitDtypeSymbol* symbols;
  const OppkitIrSubgraph* subgraphs;
  const char* source_file; /**< where REG_OP stands, for provenance */
  uint32_t source_line;
  uint32_t reserved_zero;
} OppkitOpProto;

/** Index of OppkitOpImpl::function_sources (ABI 1.1). */
enum OppkitFunctionIndex {
  OPPKIT_FN_INFER_SHAPE = 0,
  OPPKIT_FN_INFER_SHAPE_RANGE = 1,
  OPPKIT_FN_INFER_DATATYPE = 2,
  OPPKIT_FN_INFER_FORMAT = 3,
  OPPKIT_FN_TILING = 4,
  OPPKIT_FN_TILING_PARSE = 5,
  OPPKIT_FN_COUNT = 6
};

/** Where a registration stands in the op's sources (ABI 1.1). */
typedef struct OppkitSourceLocation {
  const char* file; /**< NULL: unknown (the op's source_file/source_line apply) */
  uint32_t line;
  uint32_t reserved_zero; /**< always 0; keeps the struct free of implicit padding */
} OppkitSourceLocation;

/** How an op chooses the storage formats of its tensors (OppkitOpImpl::storage_format_kind, ABI 1.2). */
enum OppkitStorageFormatKind {
  OPPKIT_STORAGE_FORMATS_NONE = 0,         /**< declares nothing: the op runs in its tensors' origin formats */
  OPPKIT_STORAGE_FORMATS_COMBINATIONS = 1, /**< the first of `storage_combinations` that fits its tensors */
  OPPKIT_STORAGE_FORMATS_AGNOSTIC = 2      /**< format agnostic (element-wise): it follows its inputs */
};

/** The storage format of one tensor in a storage-format combination (ABI 1.2). */
typedef struct OppkitTensorFormat {
  int32_t format;         /**< ge::Format, the full value (C0 and sub-format fields count); FORMAT_ND: the origin
                               format is kept (CANN's ND accepts every plain layout) */
  uint32_t reserved_zero; /**< always 0; keeps the struct free of implicit padding */
  const char* reshape_type; /**< CANN reshape type expanding a tensor of lower rank ("C" for a per-channel 1-D
                                 tensor), or NULL for the default */
  const char* groups_attr;  /**< Int attr whose value (when > 1) is the FRACTAL_Z / FRACTAL_Z_3D group count, or
                                 NULL */
} OppkitTensorFormat;

/** One combination of storage formats: one per IR input and one per IR output, in IR order (ABI 1.2). */
typedef struct OppkitStorageCombination {
  uint32_t input_count;
  uint32_t output_count;
  const OppkitTensorFormat* inputs;  /**< `input_count` entries; a dynamic input's entry applies to each instance */
  const OppkitTensorFormat* outputs; /**< `output_count` entries */
} OppkitStorageCombination;

/** ABI 1.4: one field of an op's tiling data; a struct field's fields are listed in its place as "<field>.<name>". */
typedef struct OppkitTilingField {
  const char* name;
  const char* type;      /**< the C type as the definition wrote it: "uint32_t", "float", "int64_t", ... */
  uint64_t offset;       /**< bytes from the start of the tiling data */
  uint32_t element_size; /**< bytes of one element */
  uint32_t count;        /**< elements: 1 for a scalar, the length of an array */
} OppkitTilingField;

/** ABI 1.4: the V1 functions of an op (OppkitOpImpl::v1_functions, OppkitV1CallFn). */
enum OppkitV1Kind {
  OPPKIT_V1_INFER_SHAPE = 0,  /**< InferShapeFuncRegister: output shapes and dtypes from the input descs */
  OPPKIT_V1_VERIFY = 1,       /**< VerifyFuncRegister: checks the node; a failure refuses it */
  OPPKIT_V1_INFER_FORMAT = 2, /**< InferFormatFuncRegister: output formats */
  OPPKIT_V1_KIND_COUNT = 3
};

/** A private attr declared by `IMPL_OP(T).PrivateAttr(name[, default])`. */
typedef struct OppkitPrivateAttr {
  const char* name;
  OppkitAttrValue default_value; /**< type OPPKIT_ATTR_NONE when declared without a default */
} OppkitPrivateAttr;

/** The host functions of one op type, from all IMPL_OP(T) blocks of the library (merged per field). */
typedef struct OppkitOpImpl {
  uint32_t struct_size;
  uint32_t private_attr_count;
  const char* op_type;
  OppkitFunction infer_shape;       /**< ge::graphStatus (*)(gert::InferShapeContext*) */
  OppkitFunction infer_shape_range; /**< ge::graphStatus (*)(gert::InferShapeRangeContext*) */
  OppkitFunction infer_datatype;    /**< ge::graphStatus (*)(gert::InferDataTypeContext*) */
  OppkitFunction infer_format;      /**< ge::graphStatus (*)(gert::InferFormatContext*) */
  OppkitFunction tiling;            /**< ge::graphStatus (*)(gert::TilingContext*) */
  OppkitFunction tiling_parse;      /**< ge::graphStatus (*)(gert::TilingParseContext*) */
  void* (*compile_info_create)(void);        /**< `new CompileInfo` of TilingParse<CompileInfo> */
  void (*compile_info_destroy)(void* info);  /**< `delete` of the same type */
  uint64_t max_tiling_data_size;             /**< bytes; 0 = not set (CANN's default 2048 applies) */
  uint64_t inputs_data_dependency;           /**< bit i: IR input i is data dependent */
  uint64_t tiling_data_dependency;           /**< bit i: IR input i is data dependent for Tiling */
  uint64_t host_inputs;                      /**< bit i: IR input i lives on the host */
  uint64_t output_shape_depend_on_compute;   /**< bit i: IR output i's shape is known only after compute */
  const OppkitPrivateAttr* private_attrs;    /**< `private_attr_count` entries, in registration order */
  uint32_t infer_datatype_same_as_first_input; /**< 1 if InferOutDataTypeSameWithFirstInput() was used */
  uint32_t source_line;
  const char* source_file; /**< file of the first IMPL_OP(T) block, for provenance */
  /* ABI 1.1 */
  OppkitSourceLocation function_sources[OPPKIT_FN_COUNT]; /**< the IMPL_OP(T) block that registered each function */
  /* ABI 1.2: the storage formats the op supports (oppkit/op_storage_formats.h); all zero for an op that declares
   * none (a 1.0 or 1.1 plugin declares none) */
  uint32_t storage_format_kind;       /**< OppkitStorageFormatKind */
  uint32_t storage_combination_count; /**< kind COMBINATIONS: entries of `storage_combinations`, preferred first */
  const OppkitStorageCombination* storage_combinations;
  OppkitSourceLocation storage_formats_source; /**< where OPPKIT_OP_STORAGE_FORMATS(T) stands */
  /* ABI 1.3: symbolic shape inference (NULL in a 1.0 to 1.2 plugin). The host never calls it directly, only
   * through OppkitPluginInfo::infer_symbol_shape_call of the same plugin. */
  OppkitFunction infer_symbol_shape;                /**< ge::graphStatus (*)(gert::InferSymbolShapeContext*) */
  OppkitSourceLocation infer_symbol_shape_source;   /**< the IMPL_OP(T) block that registered it */
  /* ABI 1.4: V1 functions on a ge::Operator (graph/operator_reg.h: INFER_FUNC_REG, VERIFY_FUNC_REG,
   * INFER_FORMAT_FUNC_REG), NULL in a 1.0 to 1.3 plugin. Each is data for OppkitPluginInfo::v1_call of the same
   * plugin (OppkitV1Kind says which), never called directly. */
  const void* v1_functions[OPPKIT_V1_KIND_COUNT];
  OppkitSourceLocation v1_sources[OPPKIT_V1_KIND_COUNT]; /**< where each was registered */
  /* ABI 1.4: the layout of the op's tiling data (REGISTER_TILING_DATA_CLASS), so a host can name its fields */
  const char* tiling_data_class;            /**< the BEGIN_TILING_DATA_DEF class, or NULL */
  uint64_t tiling_field_count;
  const OppkitTilingField* tiling_fields;   /**< `tiling_field_count` entries, in layout order, padding left out */
} OppkitOpImpl;

/**
 * ABI 1.3. One tensor of a symbolic call, as the host passes it: its symbolic dims and, when `has_values` is 1, the
 * symbolic values of its elements (flat, row-major), each an expression in the printed grammar (docs/symbolic.md).
 */
typedef struct OppkitSymbolicTensor {
  uint32_t struct_size;
  uint32_t has_values;
  uint64_t dim_count;
  const char* const* dims;
  uint64_t value_count;
  const char* const* values;
} OppkitSymbolicTensor;

/** ABI 1.3. Where a symbolic call reports what the op's function wrote. The strings live only during a call. */
typedef struct OppkitSymbolicSink {
  uint32_t struct_size;
  uint32_t reserved_zero; /**< always 0; keeps the struct free of implicit padding */
  void* context;          /**< first argument of every callback */
  /** Output instance `index` has `dim_count` dims; called once per output instance, in order. */
  void (*output)(void* context, uint32_t index, uint64_t dim_count, const char* const* dims);
  /** A guard the function stated (a condition in the printed grammar, e.g. `s0 == s1`); once per guard. */
  void (*guard)(void* context, const char* condition);
  /** Output instance `index` holds `value_count` symbolic values (flat, row-major), called after its `output` for
   *  an output whose values the function wrote (a Shape's dims). A plugin calls it only when `struct_size` covers it. */
  void (*output_value)(void* context, uint32_t index, uint64_t value_count, const char* const* values);
  /** The guard `condition`, reported through `guard` already, was only asserted (ASSERT_SYMBOL_*: the node needs it
   *  to be valid) and chose no formula. A plugin calls it only when `struct_size` covers it; a host takes a guard it
   *  is not told this of as one that chose a formula. */
  void (*assertion)(void* context, const char* condition);
} OppkitSymbolicSink;

/** OppkitSymbolHints::flags: every symbol of the call stands for a dim or a count, so it is never negative (a graph's
 *  symbols). Conditions that this decides are decided without a guard. A plugin built before the flag existed
 *  ignores it (the field was reserved, always 0) and states those conditions as guards instead. */
#define OPPKIT_SYMBOLS_NONNEGATIVE 1U

/** ABI 1.3. Hint values of symbols for a symbolic call (a sample input size): `count` names and values. */
typedef struct OppkitSymbolHints {
  uint32_t struct_size;
  uint32_t flags; /**< OPPKIT_SYMBOLS_NONNEGATIVE or 0 (reserved, always 0, before it) */
  uint64_t count;
  const char* const* names;
  const int64_t* values;
} OppkitSymbolHints;

/**
 * ABI 1.3. Runs an op's InferSymbolShape `function` (its OppkitOpImpl::infer_symbol_shape): `context` is a
 * KernelRunContext laid out by the host, with the node's ComputeNodeInfo, one input slot per input instance pointing
 * to an OppkitSymbolicTensor and one output slot per output instance (unused). The plugin builds gert::SymbolTensors
 * from the inputs, calls `function` on a context of its own that shares the node info, with `hints` (nullable)
 * deciding the conditions of its guards, and reports every output and every guard through `sink`. Returns the
 * function's status; GRAPH_FAILED (logged through the host services) for an input outside the grammar, an output
 * dim the function left invalid, or an exception.
 */
typedef uint32_t (*OppkitInferSymbolShapeCallFn)(OppkitFunction function, const void* context,
                                                 const OppkitSymbolHints* hints, const OppkitSymbolicSink* sink);

/** Level of a message a plugin logs through the host (OppkitHostServices::log). */
enum OppkitLogLevel { OPPKIT_LOG_DEBUG = 0, OPPKIT_LOG_INFO = 1, OPPKIT_LOG_WARN = 2, OPPKIT_LOG_ERROR = 3 };

/** Services the host offers a plugin after loading it (see OppkitPluginInfo::set_host_services). */
typedef struct OppkitHostServices {
  uint32_t struct_size;
  uint32_t min_log_level; /**< OppkitLogLevel below which the plugin need not format messages */
  void (*log)(uint32_t level, const char* message);
} OppkitHostServices;

/* ---- ABI 1.2: framework parser registrations (register/register.h: REGISTER_CUSTOM_OP) -------------------- */

/** An attribute by name: an op_src attr the host passes a parser, or an op_dest attr the parser reports. */
typedef struct OppkitNamedAttr {
  const char* name;
  OppkitAttrValue value;
} OppkitNamedAttr;

/**
 * What the host passes a parser for one framework node (ABI 1.2). The parser's source operator (CANN's op_src) is
 * named `node_name`, typed `origin_op_type` and holds `attrs`; its destination operator (op_dest) is named
 * `node_name` and built from `prototype`: the IR of the registration's op type as the host's registry knows it
 * (inputs, outputs, attrs with defaults, subgraphs; dtype fields may be empty), or NULL if no package has it.
 * Everything is host memory, valid only during the call.
 */
typedef struct OppkitParseRequest {
  uint32_t struct_size;
  uint32_t attr_count;
  const char* node_name;
  const char* origin_op_type; /**< e.g. "ai.onnx::13::Conv" */
  const OppkitNamedAttr* attrs; /**< `attr_count` op_src attrs */
  const OppkitOpProto* prototype; /**< op_dest's IR, or NULL */
} OppkitParseRequest;

/** Bits of the `set_mask` a parser reports for one tensor desc (OppkitParseSink::tensor_desc). */
enum OppkitTensorDescField {
  OPPKIT_DESC_DTYPE = 1u,         /**< `dtype` is set */
  OPPKIT_DESC_ORIGIN_FORMAT = 2u, /**< `origin_format` is set */
  OPPKIT_DESC_FORMAT = 4u         /**< `format` (the storage format) is set */
};

/**
 * How a parser reports op_dest back to the host (ABI 1.2): the host's callbacks, called during the parse call,
 * each copying what it is given at once (so the parser's memory need not outlive the call). `context` is passed
 * back unchanged. A callback may be NULL in a smaller struct (older host): the parser then skips that report.
 */
typedef struct OppkitParseSink {
  uint32_t struct_size;
  uint32_t reserved_zero; /**< always 0; keeps the struct free of implicit padding */
  void* context;
  /** One attr of op_dest (every attr it holds, IR defaults included). */
  void (*attr)(void* context, const char* name, const OppkitAttrValue* value);
  /** The instance count of dynamic input (\p is_output 0) or dynamic output (1) \p ir_name of op_dest. */
  void (*dynamic_count)(void* context, uint32_t is_output, const char* ir_name, uint32_t count);
  /** A tensor desc the parser set on input or output instance \p index (GE's anchor index) of op_dest:
   * ge::DataType \p dtype and ge::Format \p origin_format / \p format, each valid if its OppkitTensorDescField bit
   * is in \p set_mask. */
  void (*tensor_desc)(void* context, uint32_t is_output, uint32_t index, uint32_t set_mask, int32_t dtype,
                      int32_t origin_format, int32_t format);
} OppkitParseSink;

/**
 * Type of OppkitParserRegistration::parse_params: runs the registration's parse function (CANN's
 * ParseParamsByOperatorFn) on the node \p request describes and reports op_dest through \p sink. \p data is the
 * registration's `parse_params_data`. Returns a domi::Status: 0 (SUCCESS) or the function's failure code. Never
 * throws.
 */
typedef uint32_t (*OppkitParseParamsFn)(const void* data, const OppkitParseRequest* request,
                                        const OppkitParseSink* sink);

typedef struct OppkitGraph OppkitGraph; /* oppkit/graph_abi.h */

/**
 * Where a 1:N expansion goes (OppkitParseOpToGraphFn): `graph` is called once, during the call, with the
 * expansion's description (oppkit/graph_abi.h), valid only until it returns; the host copies what it keeps.
 */
typedef struct OppkitGraphSink {
  uint32_t struct_size;
  uint32_t reserved_zero; /**< always 0; keeps the struct free of implicit padding */
  void* context;
  void (*graph)(void* context, const OppkitGraph* graph);
} OppkitGraphSink;

/**
 * Type of OppkitParserRegistration::parse_op_to_graph: CANN's ParseOpToGraphFn. Builds op_src and op_dest from
 * \p request as the parse call does, runs the registration's ParseParamsByOperatorFn on them (without one, op_dest
 * gets op_src's attrs), then its ParseOpToGraphFn on op_dest, and hands the ge::Graph it built to \p sink: Data
 * nodes whose `index` attr names the node's input they stand for (after InputReorderVector), and graph outputs
 * (SetOutputs) that become the node's outputs, in order. Returns a domi::Status. Never throws.
 */
typedef uint32_t (*OppkitParseOpToGraphFn)(const void* data, const OppkitParseRequest* request,
                                           const OppkitGraphSink* sink);

/** Registration features the parse call of this ABI cannot carry (OppkitParserRegistration::flags). */
enum OppkitParserFlag {
  OPPKIT_PARSER_PARSE_PARAMS_FN = 1u,    /**< ParseParamsFn (a protobuf Message source) was registered */
  OPPKIT_PARSER_PARSE_OP_TO_GRAPH = 2u,  /**< ParseOpToGraphFn (a 1:N expansion; callable: parse_op_to_graph) */
  OPPKIT_PARSER_FUSION_PARSE = 4u,       /**< FusionParseParamsFn */
  OPPKIT_PARSER_SUBGRAPH_POST_FN = 8u,   /**< ParseSubgraphPostFn */
  OPPKIT_PARSER_DELETE_INPUT = 16u       /**< DelInputWithCond / DelInputWithOriginalType */
};

/**
 * One framework parser registration (ABI 1.2): `REGISTER_CUSTOM_OP(op_type).FrameworkType(f).OriginOpType(...)
 * .ParseParamsByOperatorFn(fn).ImplyType(t)[.InputReorderVector(v)]`, maps framework node types (the origin op
 * types, e.g. "ai.onnx::13::Conv": domain, opset version, node type) onto the GE op `op_type`.
 */
typedef struct OppkitParserRegistration {
  uint32_t struct_size;
  uint32_t framework_type; /**< a domi::FrameworkType value (ONNX = 5) */
  const char* op_type;     /**< the GE op type the nodes become ("Conv2D") */
  const char* const* origin_op_types; /**< `origin_op_type_count` names */
  uint32_t origin_op_type_count;
  uint32_t imply_type; /**< a domi::ImplyType value */
  OppkitFunction parse_params;    /**< OppkitParseParamsFn, or NULL (no ParseParamsByOperatorFn) */
  const void* parse_params_data;  /**< first argument of parse_params */
  const int32_t* input_reorder;   /**< InputReorderVector: entry i is the new index of framework input i */
  uint32_t input_reorder_count;
  uint32_t flags; /**< OppkitParserFlag bits */
  const char* source_file; /**< where REGISTER_CUSTOM_OP stands, for provenance */
  uint32_t source_line;
  uint32_t reserved_zero; /**< always 0; keeps the struct free of implicit padding */
  /* appended within ABI 1.2 (a smaller struct_size: no expansion call) */
  OppkitFunction parse_op_to_graph;   /**< OppkitParseOpToGraphFn, or NULL (no ParseOpToGraphFn) */
  const void* parse_op_to_graph_data; /**< first argument of parse_op_to_graph */
} OppkitParserRegistration;

/* ---- ABI 1.4: V1 functions (ge::Operator) ------------------------------------------------------------------ */

/** One tensor of a V1 call: a ge::TensorDesc as plain C (host memory, or the plugin's during a sink callback). */
typedef struct OppkitV1Tensor {
  int32_t dtype;          /**< ge::DataType */
  int32_t format;         /**< ge::Format (the storage format) */
  int32_t origin_format;  /**< ge::Format */
  uint32_t has_range;     /**< 1: `range_min`/`range_max` hold `dim_count` bounds each (max -1: unbounded) */
  uint64_t dim_count;
  const int64_t* dims;    /**< the (origin) shape; `[-2]` for an unknown rank */
  const int64_t* range_min;
  const int64_t* range_max;
  const void* data;       /**< the tensor's constant value (row-major bytes), or NULL */
  uint64_t data_size;
} OppkitV1Tensor;

/**
 * What the host passes a V1 call: one node. The operator the function sees is built from `prototype` (the op's IR
 * as the host's registry knows it) and named `node_name`; its input descs are `inputs` (one per instance, IR order,
 * `input_counts[i]` instances of IR input i, 0 for an absent optional one), its output descs start as `outputs`
 * (one per instance, `output_counts[o]` of IR output o; dims empty), and it holds `attrs` (every IR attr, defaults
 * included). Everything is host memory, valid only during the call.
 */
typedef struct OppkitV1Request {
  uint32_t struct_size;
  uint32_t attr_count;
  const char* node_name;
  const OppkitOpProto* prototype;
  const uint32_t* input_counts;   /**< prototype->input_count entries */
  const uint32_t* output_counts;  /**< prototype->output_count entries */
  const OppkitV1Tensor* inputs;
  const OppkitV1Tensor* outputs;
  const OppkitNamedAttr* attrs;
} OppkitV1Request;

/** Where a V1 call reports the operator's output descs after the function ran: `output` once per output instance,
 * in order; the host copies what it is given at once. */
typedef struct OppkitV1Sink {
  uint32_t struct_size;
  uint32_t reserved_zero; /**< always 0; keeps the struct free of implicit padding */
  void* context;
  void (*output)(void* context, uint32_t index, const OppkitV1Tensor* desc);
} OppkitV1Sink;

/**
 * Type of OppkitPluginInfo::v1_call: runs the V1 function \p function (an entry of OppkitOpImpl::v1_functions of
 * this plugin, of kind \p kind) on the operator \p request describes, then (a success of an InferShape or InferFormat
 * function) reports the output descs through \p sink. Returns the function's ge::graphStatus; GRAPH_FAILED (logged
 * through the host services) for a malformed request or an exception. Never throws.
 */
typedef uint32_t (*OppkitV1CallFn)(const void* function, uint32_t kind, const OppkitV1Request* request,
                                   const OppkitV1Sink* sink);

/** The root description returned by the entry symbol. */
typedef struct OppkitPluginInfo {
  uint32_t abi_version; /**< OPPKIT_PLUGIN_ABI_VERSION the plugin was built with */
  uint32_t struct_size; /**< sizeof(OppkitPluginInfo) as the plugin knows it */
  uint64_t op_impl_count;
  const OppkitOpImpl* op_table; /**< `op_impl_count` entries, each `op_impl_struct_size` bytes apart */
  uint64_t op_proto_count;
  const OppkitOpProto* proto_table; /**< `op_proto_count` entries, each `op_proto_struct_size` bytes apart */
  uint32_t op_impl_struct_size;
  uint32_t op_proto_struct_size;
  const char* sdk_version; /**< oppkit SDK version the plugin was built with, e.g. "0.1.0" */
  void (*set_host_services)(const OppkitHostServices* services); /**< nullable */
  /* ABI 1.2 */
  uint64_t parser_count;
  const OppkitParserRegistration* parser_table; /**< `parser_count` entries, each `parser_struct_size` bytes apart */
  uint32_t parser_struct_size;
  uint32_t reserved_zero; /**< always 0; keeps the struct free of implicit padding */
  /* ABI 1.3 */
  OppkitInferSymbolShapeCallFn infer_symbol_shape_call; /**< runs this plugin's InferSymbolShape functions */
  /* ABI 1.4 */
  OppkitV1CallFn v1_call; /**< runs this plugin's V1 functions */
} OppkitPluginInfo;

/** Type of the entry symbol. */
typedef const OppkitPluginInfo* (*OppkitGetPluginInfoFn)(void);

#ifdef __cplusplus
}  // extern "C"
static_assert(offsetof(OppkitPluginInfo, op_table) == 16, "ABI v1 layout is frozen");
static_assert(sizeof(OppkitTensorFormat) == 24 && sizeof(OppkitStorageCombination) == 24, "ABI 1.2 layout");
#endif

#endif  // OPPKIT_PLUGIN_ABI_H_
