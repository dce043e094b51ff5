// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The functional control-flow prototypes of CANN's functional_ops.h (If, StatelessIf, Case, StatelessCase, While,
// StatelessWhile): a dynamic input of tensors handed to subgraphs (GRAPH / DYNAMIC_GRAPH) and a dynamic output of
// what they return. Compiled through a generated translation unit of its own (Note [Op folders] in
// cmake/OppkitOpPackage.cmake).
//
// Note [Control-flow ops have no shape functions]
// These ops register no InferShape: their outputs are their subgraphs' outputs, which only whole-graph inference
// can see (GE's own infer functions for If and Case are no-ops, and the pass fills the output descs around them).
// The InferShape pass (core/graph/src/passes/infer_shape_pass.cc) copies the parent's input descs into the subgraphs'
// Data nodes, infers the subgraphs, and merges their NetOutput descs into the parent's outputs; While iterates its
// cond and body until the loop variables settle. A single-op query of these ops is infer.no_infershape, naming
// the subgraphs, and `oppkit doctor` does not warn about ops that declare subgraphs.
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// If: runs then_branch when cond means true (a non-zero number, a non-empty string or tensor), else else_branch,
/// on the instances of input; output is what the branch returns (both branches return the same dtypes).
/// The branches' Data nodes take the parent's input instances by `_parent_node_index` (1 for input[0]: instance 0
/// is cond).
REG_OP(If)
    .INPUT(cond, TensorType::ALL())
    .DYNAMIC_INPUT(input, TensorType::ALL())
    .DYNAMIC_OUTPUT(output, TensorType::ALL())
    .GRAPH(then_branch)
    .GRAPH(else_branch)
    .OP_END_FACTORY_REG(If)

/// StatelessIf: If whose branches have no side effects (TensorFlow's StatelessIf).
REG_OP(StatelessIf)
    .INPUT(cond, TensorType::ALL())
    .DYNAMIC_INPUT(input, TensorType::ALL())
    .DYNAMIC_OUTPUT(output, TensorType::ALL())
    .GRAPH(then_branch)
    .GRAPH(else_branch)
    .OP_END_FACTORY_REG(StatelessIf)

/// Case: runs branches[branch_index] (an int32 scalar; out of range selects the last branch) on the instances of
/// input; every branch returns the same dtypes.
REG_OP(Case)
    .INPUT(branch_index, DT_INT32)
    .DYNAMIC_INPUT(input, TensorType::ALL())
    .DYNAMIC_OUTPUT(output, TensorType::ALL())
    .DYNAMIC_GRAPH(branches)
    .OP_END_FACTORY_REG(Case)

/// StatelessCase: Case whose branches have no side effects (TensorFlow's StatelessCase; GE's parsers map it like
/// Case).
REG_OP(StatelessCase)
    .INPUT(branch_index, DT_INT32)
    .DYNAMIC_INPUT(input, TensorType::ALL())
    .DYNAMIC_OUTPUT(output, TensorType::ALL())
    .DYNAMIC_GRAPH(branches)
    .OP_END_FACTORY_REG(StatelessCase)

/// While: the loop variables (input) go through body while cond returns true; output is their last value. cond
/// takes the loop variables and returns one tensor (a predicate); body takes them and returns their next values,
/// in the same dtypes. parallel_iterations is how many iterations may run at once.
REG_OP(While)
    .DYNAMIC_INPUT(input, TensorType::ALL())
    .DYNAMIC_OUTPUT(output, TensorType::ALL())
    .GRAPH(cond)
    .GRAPH(body)
    .ATTR(parallel_iterations, Int, 10)
    .OP_END_FACTORY_REG(While)

/// StatelessWhile: While whose cond and body have no side effects (TensorFlow's StatelessWhile).
REG_OP(StatelessWhile)
    .DYNAMIC_INPUT(input, TensorType::ALL())
    .DYNAMIC_OUTPUT(output, TensorType::ALL())
    .GRAPH(cond)
    .GRAPH(body)
    .ATTR(parallel_iterations, Int, 10)
    .OP_END_FACTORY_REG(StatelessWhile)

}  // namespace ge
