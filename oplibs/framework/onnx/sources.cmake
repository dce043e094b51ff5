# The built-in ONNX parser package (Note [One family per file] in common/onnx_parsing.h), paths relative to oplibs/.
# Built into <opp>/built-in/framework/onnx/libops_all_onnx_plugin.so (CANN's name and place).
set(OPPKIT_ONNX_PARSER_SOURCES
  common/onnx_parsing.cc
  common/onnx_expansion.cc
  framework/onnx/activation_plugin.cc
  framework/onnx/batch_norm_plugin.cc
  framework/onnx/concat_split_plugin.cc
  framework/onnx/conv_plugin.cc
  framework/onnx/elementwise_plugin.cc
  framework/onnx/matmul_plugin.cc
  framework/onnx/misc_plugin.cc
  framework/onnx/pool_plugin.cc
  framework/onnx/reduce_plugin.cc
  framework/onnx/reshape_plugin.cc
  framework/onnx/slice_gather_plugin.cc
  framework/onnx/softmax_cast_plugin.cc
  framework/onnx/unary_plugin.cc)
