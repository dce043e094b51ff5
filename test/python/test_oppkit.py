# Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
"""The Python package `oppkit` (docs/python.md) against the build's real OPP tree, test packages and models."""
import concurrent.futures
import json

import pytest

import oppkit


# --- loading ---------------------------------------------------------------------------------------------------------

def test_load_reports_the_built_in_packages(registry, opp_root):
    report = registry.report
    assert report["ok"] is True
    assert report["opp_root"] == str(opp_root)
    assert report["errors"] == []
    built_in = [p for p in report["packages"] if p["kind"] == "built-in"]
    assert len(built_in) == 1 and built_in[0]["ok"] and built_in[0]["error"] is None
    assert built_in[0]["op_count"] == len(registry.ops())
    assert any(path.endswith("libopmaster_rt2.0.so") for path in built_in[0]["libraries"])
    assert {"Conv2D", "MatMulV2", "Relu", "TransData"} <= set(registry.ops())
    assert registry.ops() == sorted(registry.ops())


def test_load_never_raises_and_says_what_is_missing(tmp_path):
    registry = oppkit.load(tmp_path / "no-such-opp", use_environment=False)
    assert registry.report["ok"] is False
    assert [e["code"] for e in registry.report["errors"]] == ["load.opp_root_missing"]
    assert registry.ops() == []
    with pytest.raises(oppkit.Error) as error:
        registry.infer({"op": "Relu", "inputs": [{"dtype": "float16", "shape": [8]}]})
    assert error.value.code == "infer.unknown_op"


def test_a_custom_path_adds_its_package_above_the_built_in_ones(opp_root, ascendc_package):
    registry = oppkit.load(opp_root, custom_paths=[ascendc_package], use_environment=False)
    names = [(p["name"], p["kind"], p["ok"]) for p in registry.report["packages"]]
    assert names[0][1:] == ("custom", True) and names[-1][1:] == ("built-in", True)
    assert "ScaleAdd" in registry.ops() and "Relu" in registry.ops()


# --- single-op queries -----------------------------------------------------------------------------------------------

def test_infer_answers_the_json_contract_as_dicts(registry):
    response = registry.infer({
        "op": "Conv2D",
        "inputs": [{"dtype": "float16", "shape": [1, 3, 224, 224], "format": "NCHW"},
                   {"dtype": "float16", "shape": [64, 3, 7, 7], "format": "NCHW"}],
        "attrs": {"strides": [1, 1, 2, 2], "pads": [3, 3, 3, 3], "data_format": "NCHW"}})
    assert response == {"op": "Conv2D",
                        "outputs": [{"dtype": "float16", "shape": [1, 64, 112, 112], "format": "NCHW"}]}
    # The request's JSON text is taken as it is.
    text = json.dumps({"op": "Relu", "inputs": [{"dtype": "int32", "shape": [2, -1], "range": [[2, 2], [1, 9]]}]})
    assert registry.infer(text)["outputs"][0]["shape"] == [2, -1]


@pytest.mark.parametrize("request_, code, op", [
    ({"op": "NoSuchOp", "inputs": []}, "infer.unknown_op", "NoSuchOp"),
    ({"op": "Relu", "inputs": [{"dtype": "float99", "shape": [2]}]}, "infer.bad_dtype", "Relu"),
    ({"op": "Add", "inputs": [{"dtype": "float16", "shape": [2, 3]}, {"dtype": "float16", "shape": [4, 5]}]},
     "infer.op_failed", "Add"),
    ({"inputs": []}, "infer.bad_request", None),
    ("{not json", "cli.bad_json", None),
])
def test_infer_errors_raise_with_their_stable_id(registry, request_, code, op):
    with pytest.raises(oppkit.Error) as error:
        registry.infer(request_)
    assert error.value.code == code
    assert error.value.op == op
    assert str(error.value).startswith(f"[{code}] ")
    assert isinstance(error.value, RuntimeError)


def test_a_request_of_the_wrong_type_is_a_type_error(registry):
    with pytest.raises(TypeError, match="expected a dict or its JSON text"):
        registry.infer(["Relu"])


def test_queries_from_several_threads_get_their_own_answers(registry):
    def query(n):
        return registry.infer({"op": "Relu", "inputs": [{"dtype": "float32", "shape": [n, 3]}]})["outputs"][0]["shape"]

    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        shapes = list(pool.map(query, range(1, 201)))
    assert shapes == [[n, 3] for n in range(1, 201)]


# --- tiling ----------------------------------------------------------------------------------------------------------

def test_tiling_answers_key_block_dim_and_data(registry, source_dir):
    request = json.loads((source_dir / "examples/quickstart/tiling_requests/1_matmul_v2_on_8_cores.json").read_text())
    response = registry.tiling(request)
    assert response["op"] == "MatMulV2"
    assert response["outputs"][0]["shape"] == [1024, 2048]
    assert 1 <= response["block_dim"] <= 8  # the compile info's 8 cores
    assert response["tiling_data_size"] * 2 == len(response["tiling_data"])
    assert "fields" not in response


def test_tiling_fields_and_platform(opp_root, ascendc_package):
    registry = oppkit.load(opp_root, custom_paths=[ascendc_package], use_environment=False)
    request = {"op": "ScaleAdd", "inputs": [{"dtype": "float32", "shape": [4, 8]}] * 2, "attrs": {"alpha": 2.5},
               "compile_info": {}}
    response = registry.tiling(request, fields=True)
    assert (response["tiling_key"], response["block_dim"]) == (1280, 48)
    assert response["fields"] == {"totalLength": 32, "tileNum": 8, "alpha": 2.5, "coreSplit": [1, 48]}
    # A base platform: NpuArch 3510 takes 4 tiles, 8 vector cores.
    other = registry.tiling(dict(request, inputs=[{"dtype": "float16", "shape": [4, 8]}] * 2),
                            platform={"version": {"NpuArch": "3510"}, "SoCInfo": {"vector_core_cnt": 8}})
    assert (other["tiling_key"], other["block_dim"]) == (1025, 8)
    with pytest.raises(oppkit.Error) as error:
        registry.tiling(request, platform={"SoCInfo": {"vector_core_cnt": "many"}})
    assert error.value.code == "tiling.bad_platform"
    with pytest.raises(oppkit.Error) as error:
        registry.tiling({"op": "ScaleAdd", "inputs": request["inputs"]})
    assert error.value.code == "infer.bad_request"


# --- graphs ----------------------------------------------------------------------------------------------------------

def test_infer_graph_on_a_json_graph_file_and_dict(registry, source_dir):
    path = source_dir / "test/data/graphs/conv_relu_pool.json"
    graph = registry.infer_graph(path)
    assert graph.ok and graph.errors == []
    pool = next(n for n in graph.dump()["nodes"] if n["name"] == "pool1")
    assert pool["outputs"][0]["origin_shape"] == [1, 64, 56, 56]
    assert "pool1" in graph.summary() and graph.dot().startswith("digraph")
    # The same graph as a dict, its input made dynamic, inferred for one input shape.
    as_dict = json.loads(path.read_text())
    as_dict["nodes"][0]["tensor"]["shape"] = [-1, 3, -1, -1]
    as_dict = registry.infer_graph(as_dict, input_shapes={"x": [4, 3, 112, 112]})
    pool = next(n for n in as_dict.dump()["nodes"] if n["name"] == "pool1")
    assert pool["outputs"][0]["origin_shape"] == [4, 64, 28, 28]


def test_node_failures_are_in_the_graph_not_raised(registry):
    graph = registry.infer_graph({"graph": "g", "nodes": [
        {"name": "a", "type": "Data", "attrs": {"index": 0}, "tensor": {"dtype": "float16", "shape": [2, 3]}},
        {"name": "b", "type": "Data", "attrs": {"index": 1}, "tensor": {"dtype": "float16", "shape": [4, 5]}},
        {"name": "add", "type": "Add", "inputs": ["a:0", "b:0"]},
        {"name": "out", "type": "NetOutput", "inputs": ["add:0"]}]})
    assert not graph.ok
    assert [(e["node"], e["op"], e["code"]) for e in graph.errors] == [("add", "Add", "graph.node_failed")]


def test_bad_graphs_and_options_raise(registry, source_dir, tmp_path):
    path = source_dir / "test/data/graphs/conv_relu_pool.json"
    with pytest.raises(oppkit.Error) as error:
        registry.infer_graph({"graph": "g", "nodes": [{"name": "x", "type": "Relu", "inputs": ["nobody:0"]}]})
    assert error.value.code.startswith("graph.")
    with pytest.raises(oppkit.Error) as error:
        registry.infer_graph(tmp_path / "missing.onnx")
    assert error.value.code == "io.error"
    with pytest.raises(oppkit.Error) as error:
        registry.infer_graph(b"not an onnx model")
    assert error.value.code == "onnx.bad_model"
    with pytest.raises(oppkit.Error) as error:
        registry.infer_graph(path, input_shapes={"x": [4, 3, 224, 224]})  # the model's batch is static
    assert error.value.code == "graph.bad_input_shape"
    with pytest.raises(oppkit.Error) as error:
        registry.infer_graph({"graph": "g", "nodes": []}, data_format="NC1HWC0")
    assert error.value.code == "graph.bad_option"
    with pytest.raises(TypeError):
        registry.infer_graph(42)


def _torch_shapes(source_dir, model):
    return json.loads((source_dir / "test/data/models" / f"{model}.shapes.json").read_text())


def test_an_onnx_model_infers_every_tensor_as_torch_ran_it(registry, source_dir):
    recorded = _torch_shapes(source_dir, "resnet50")
    graph = registry.infer_graph(source_dir / "test/data/models/resnet50.onnx")
    assert graph.ok
    outputs = graph.outputs()
    for name, tensor in recorded["values"].items():
        if name in outputs:
            assert outputs[name]["origin_shape"] == tensor["shape"], name
    assert outputs[recorded["outputs"][0]]["origin_shape"] == [1, 1000]


def test_onnx_bytes_and_model_proto(registry, source_dir):
    data = (source_dir / "test/data/models/mobilenet_v2.onnx").read_bytes()
    from_bytes = registry.infer_graph(data)
    assert from_bytes.ok
    onnx = pytest.importorskip("onnx")
    from_proto = registry.infer_graph(onnx.load_from_string(data))
    assert from_proto.dump() == from_bytes.dump()


def test_unmapped_onnx_ops_are_named_together_and_can_be_kept(registry):
    onnx = pytest.importorskip("onnx")
    from onnx import TensorProto, helper
    nodes = [helper.make_node("Relu", ["x"], ["r"]), helper.make_node("FancyOp", ["r"], ["f"]),
             helper.make_node("FancyOp", ["f"], ["g"]), helper.make_node("OtherOp", ["g"], ["y"])]
    model = helper.make_model(
        helper.make_graph(nodes, "unmapped", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)]),
        opset_imports=[helper.make_opsetid("", 13)])
    with pytest.raises(oppkit.Error) as error:
        registry.infer_graph(model)
    assert error.value.code == "onnx.unmapped_op"
    message = str(error.value)
    assert "3 node(s) could not be imported" in message
    assert "FancyOp (2), OtherOp (1)" in message and "keep_unmapped=True" in message
    kept = registry.infer_graph(model, keep_unmapped=True)
    assert any("kept as an opaque node" in w for w in kept.warnings)
    assert kept.outputs()["r"]["origin_shape"] == [2, 3]


def test_symbolic_shapes_evaluate_for_new_input_sizes(registry, source_dir):
    recorded = _torch_shapes(source_dir, "resnet50_dynamic_batch")
    graph = registry.infer_graph(source_dir / "test/data/models/resnet50_dynamic_batch.onnx", symbolic=True)
    assert graph.ok
    output = recorded["outputs"][0]
    assert graph.outputs()[output]["symbolic_shape"] == ["batch", "1000"]
    assert graph.evaluate({"batch": 7})[output] == [7, 1000]
    with pytest.raises(oppkit.Error) as error:
        registry.infer_graph(source_dir / "test/data/models/resnet50.onnx").evaluate({"batch": 1})
    assert error.value.code == "graph.bad_option"


# --- run-time plans --------------------------------------------------------------------------------------------------

def test_a_plan_reinfers_every_tensor_as_torch_ran_it(registry, source_dir):
    recorded = _torch_shapes(source_dir, "resnet50_dynamic_batch")
    names = [name for name in recorded["values"] if name not in recorded["inputs"]]
    plan = registry.compile_plan(source_dir / "test/data/models/resnet50_dynamic_batch.onnx", observe=names)
    assert [(i["name"], i["shape"]) for i in plan.inputs] == [("input", [-1, 3, 224, 224])]
    assert plan.strategies["infer_shape"] > 100
    runs = [recorded["inputs"]] + recorded["other_inputs"]
    for run, inputs in enumerate(runs):
        shapes = plan.run(inputs)
        for name in names:
            expected = recorded["values"][name]["shape"] if run == 0 else recorded["values"][name]["other_shapes"][run - 1]
            assert shapes[name]["shape"] == expected, (name, inputs)
    with pytest.raises(oppkit.Error) as error:
        plan.run({"input": [2, 4, 224, 224]})  # a fixed dim that differs from the declared one
    assert error.value.code == "plan.bad_input"


def test_one_plan_run_from_several_threads_takes_turns(registry, source_dir):
    plan = registry.compile_plan(source_dir / "test/data/models/resnet50_dynamic_batch.onnx")

    def run(batch):
        return plan.run({"input": [batch, 3, 224, 224]})["output"]["shape"]

    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        shapes = list(pool.map(run, [1 + n % 16 for n in range(400)]))
    assert shapes == [[1 + n % 16, 1000] for n in range(400)]


def test_a_plan_asks_for_data_dependent_shapes(registry):
    graph = {"graph": "g", "nodes": [
        {"name": "x", "type": "Data", "attrs": {"index": 0}, "tensor": {"dtype": "float32", "shape": [-1, 4]}},
        {"name": "nz", "type": "NonZero", "inputs": ["x:0"]},
        {"name": "out", "type": "NetOutput", "inputs": ["nz:0"]}]}
    plan = registry.compile_plan(graph)
    with pytest.raises(oppkit.Error) as error:
        plan.run({"x": [3, 4]})
    assert error.value.code == "plan.depends_on_compute" and "computed={'" in str(error.value)
    tensor = plan.outputs[0]
    assert plan.run({"x": [3, 4]}, computed={tensor: [5, 2]})[tensor]["shape"] == [5, 2]


# --- shapes back into ONNX -------------------------------------------------------------------------------------------

def _dims(value_type):
    shape = value_type.tensor_type.shape
    return [d.dim_param if d.HasField("dim_param") else (d.dim_value if d.HasField("dim_value") else None)
            for d in shape.dim]


def test_annotate_types_every_value_onnx_shape_inference_types_and_never_contradicts_it(registry, source_dir):
    onnx = pytest.importorskip("onnx")
    models = sorted((source_dir / "test/data/models").glob("*.onnx"))
    assert len(models) >= 20
    more_known = 0
    for path in models:
        graph = registry.infer_graph(path, symbolic=True)
        assert graph.ok, path.name
        annotated = onnx.load_from_string(graph.annotate())
        mine = {v.name: v.type for v in annotated.graph.value_info}
        reference = {v.name: v.type for v in onnx.shape_inference.infer_shapes(onnx.load(path)).graph.value_info}
        assert set(mine) == set(reference), path.name
        for name, expected in reference.items():
            assert mine[name].tensor_type.elem_type == expected.tensor_type.elem_type, (path.name, name)
            if not expected.tensor_type.HasField("shape"):
                more_known += mine[name].tensor_type.HasField("shape")  # ONNX could not tell the rank
                continue
            theirs, ours = _dims(expected), _dims(mine[name])
            assert len(theirs) == len(ours), (path.name, name)
            for a, b in zip(theirs, ours):
                if isinstance(a, int):
                    assert b == a, (path.name, name, theirs, ours)
                elif isinstance(a, str) and a.startswith("unk__") and b is not None:
                    more_known += 1  # ONNX has a fresh symbol where oppkit has a value or a formula
    assert more_known > 500


def test_the_cli_writes_the_same_annotated_model(registry, source_dir, tmp_path):
    onnx = pytest.importorskip("onnx")
    import os
    import subprocess
    model = source_dir / "test/data/models/unet_dynamic_nhw.onnx"
    out = tmp_path / "annotated.onnx"
    run = subprocess.run([os.environ["OPPKIT_TOOL"], "graph", str(model), "--symbolic", "--annotate", str(out)],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    assert f"annotated 52 values into '{out}'" in run.stderr
    from_cli = onnx.load(out)
    from_python = onnx.load_from_string(registry.infer_graph(model, symbolic=True).annotate())
    assert from_cli.graph.value_info == from_python.graph.value_info
    assert any("//" in str(_dims(v.type)) for v in from_cli.graph.value_info)  # formulas as dim_params
    with pytest.raises(oppkit.Error) as error:
        registry.infer_graph(source_dir / "test/data/graphs/conv_relu_pool.json").annotate()
    assert error.value.code == "graph.bad_option"
