# Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
"""oppkit from Python: load an OPP tree of op packages, ask single-op shape and tiling queries, infer whole graphs.

Requests and responses are dicts shaped like the JSON contracts of ``oppkit infer`` and ``oppkit tiling``
(docs/design.md §6, docs/cli.md); graphs are ONNX models (a file, its bytes or an ``onnx.ModelProto``) or JSON
graphs (docs/graph.md). Every failure raises :class:`Error`, whose ``code`` is the stable error id. docs/python.md
has the whole tour.

Example::

    import oppkit
    registry = oppkit.load()                  # ASCEND_OPP_PATH, else the tree installed beside the library
    out = registry.infer({"op": "Relu", "inputs": [{"dtype": "float16", "shape": [8, 16]}]})
    out["outputs"][0]["shape"]                # [8, 16]
"""

import json
import os

from . import _oppkit

__all__ = ["Error", "Graph", "Plan", "Registry", "load"]

#: The oppkit version the package was built with.
__version__ = _oppkit.__version__

#: Raised for every failure: ``code`` is the stable error id (``"infer.bad_request"``), ``op`` the op concerned or
#: None, and the message is ``[code] subject: what``.
Error = _oppkit.Error


def _error(code, message, op=None):
    error = Error(f"[{code}] {message}")
    error.code = code
    error.op = op
    return error


def _request_text(request, what):
    if isinstance(request, str):
        return request
    if isinstance(request, dict):
        return json.dumps(request)
    raise TypeError(f"{what}: expected a dict or its JSON text, got {type(request).__name__}")


def _answer(ok_and_response):
    ok, text = ok_and_response
    response = json.loads(text)
    if not ok:
        error = response["error"]
        raise _error(error["code"], error["message"], response.get("op"))
    return response


def _model_source(model):
    """An ONNX file, ONNX bytes, an onnx.ModelProto, a JSON graph file, or a JSON graph as a dict."""
    if isinstance(model, (str, os.PathLike)):
        path = os.fspath(model)
        try:
            with open(path, "rb") as file:
                data = file.read()
        except OSError as e:
            raise _error("io.error", f"'{path}': {e.strerror}") from None
        kind = "onnx" if path.endswith(".onnx") else "json"
        return _oppkit.ModelSource(kind, data, f"'{path}'")
    if isinstance(model, (bytes, bytearray, memoryview)):
        return _oppkit.ModelSource("onnx", bytes(model), "ONNX model")
    if isinstance(model, dict):
        return _oppkit.ModelSource("json", json.dumps(model).encode(), "JSON graph")
    if hasattr(model, "SerializeToString"):  # onnx.ModelProto (or any protobuf message of one)
        return _oppkit.ModelSource("onnx", model.SerializeToString(), "ONNX model")
    raise TypeError(
        f"model: expected a file path, ONNX bytes, an onnx.ModelProto or a JSON graph dict, got {type(model).__name__}")


def _input_shapes(input_shapes):
    return [(name, [int(d) for d in dims]) for name, dims in (input_shapes or {}).items()]


class Graph:
    """A graph after whole-graph inference (:meth:`Registry.infer_graph`)."""

    def __init__(self, native):
        self._native = native
        self._dump = None

    @property
    def ok(self):
        """True if every node was inferred."""
        return self._native.ok

    @property
    def errors(self):
        """One dict per node problem: ``node``, ``op``, ``subgraph``, ``code``, ``cause``, ``message``."""
        return self._native.errors

    @property
    def warnings(self):
        """What the import took but may not be what the model's author meant (strings)."""
        return self._native.warnings

    def dump(self):
        """The infershape dump of ``oppkit graph --dump`` as a dict (docs/graph.md)."""
        if self._dump is None:
            self._dump = json.loads(self._native.dump_json())
        return self._dump

    def outputs(self):
        """Every node output's inferred tensor by output name: ``{"dtype", "shape", "format", ...}`` as in the dump."""
        tensors = {}
        for node in self.dump()["nodes"]:
            for output in node["outputs"]:
                tensors[output["name"]] = output
        return tensors

    def summary(self):
        """The table of ``oppkit graph --summary`` (a string)."""
        return self._native.summary()

    def dot(self):
        """The graph for Graphviz, as ``oppkit graph --dot`` writes it."""
        return self._native.dot()

    def annotate(self):
        """The ONNX model with every inferred dtype and shape as its ``value_info`` (``oppkit graph --annotate``), as
        bytes: ``onnx.load_from_string(graph.annotate())``. Symbolic dims (``symbolic=True``) are ``dim_param``s."""
        return self._native.annotate()

    def evaluate(self, values):
        """After ``symbolic=True``: every output's shape, by output name, with the symbols set to ``values``
        ({name: int}), computed from the formulas alone (no op runs)."""
        return self._native.evaluate({str(k): int(v) for k, v in values.items()})


class Plan:
    """A graph compiled once for run-time shape inference (:meth:`Registry.compile_plan`, docs/plan.md)."""

    def __init__(self, native):
        self._native = native

    @property
    def inputs(self):
        """The graph inputs: ``{"name", "shape", "range"}`` (declared shape, -1 for a dim that varies)."""
        return self._native.inputs

    @property
    def outputs(self):
        """The names of the tensors each run answers."""
        return self._native.outputs

    @property
    def strategies(self):
        """How many tensors each strategy re-infers (``{"infer_shape": 120, "constant": 3, ...}``)."""
        return self._native.strategies

    def run(self, input_shapes, computed=None):
        """Re-infers the plan for ``input_shapes`` ({input name: dims}); returns {tensor: {"shape", "storage_shape"}}.

        A data-dependent output (NonZero's count, ...) takes its real shape from ``computed`` ({tensor: dims});
        without one the run raises ``plan.depends_on_compute`` naming the tensor.
        """
        shapes = {name: [int(d) for d in dims] for name, dims in input_shapes.items()}
        known = {name: [int(d) for d in dims] for name, dims in (computed or {}).items()}
        return self._native.run(shapes, known)


class Registry:
    """A loaded OPP tree (see :func:`load`). Safe to query from several threads."""

    def __init__(self, native):
        self._native = native

    @property
    def report(self):
        """What loading did: ``{"opp_root", "opp_version", "ok", "errors", "packages": [{"name", "kind", "path",
        "priority", "ok", "error", "op_count", "libraries", "warnings"}, ...]}``, highest priority first."""
        return self._native.report()

    def ops(self):
        """Every op type some package provides, sorted."""
        return self._native.ops()

    def infer(self, request):
        """Answers one single-op shape query: ``{"op", "inputs": [...], "attrs"?: {...}, ...}`` (docs/design.md §6.2)
        -> ``{"op", "outputs": [{"dtype", "shape", "format", ...}, ...]}``."""
        return _answer(self._native.infer(_request_text(request, "request")))

    def tiling(self, request, platform=None, fields=False):
        """Tiles one op: an infer request plus ``compile_info`` (and ``platform``/``deterministic``), as
        ``oppkit tiling`` reads it. ``platform`` (a dict) is the base platform the request's own overrides;
        ``fields=True`` adds the tiling data decoded by field name where the op declares its layout."""
        platform_text = None if platform is None else _request_text(platform, "platform")
        return _answer(self._native.tiling(_request_text(request, "request"), platform_text, bool(fields)))

    def infer_graph(self, model, input_shapes=None, data_format=None, strict=False, storage_formats=True,
                    symbolic=False, symbol_hints=None, keep_unmapped=False):
        """Whole-graph inference (``oppkit graph``) over an ONNX model or a JSON graph; returns a :class:`Graph`.

        ``input_shapes`` ({input: dims}) replaces declared input shapes; the other options are those of
        ``oppkit graph`` (``data_format="NCHW"``, ``symbolic=True``, ...). A model that does not import raises;
        node failures do not: see ``Graph.ok`` and ``Graph.errors``.
        """
        native = self._native.infer_graph(_model_source(model), _input_shapes(input_shapes), data_format or "",
                                          bool(strict), bool(storage_formats), bool(symbolic),
                                          {str(k): int(v) for k, v in (symbol_hints or {}).items()},
                                          bool(keep_unmapped))
        return Graph(native)

    def compile_plan(self, model, input_shapes=None, data_format=None, storage_formats=True, observe=None):
        """Compiles a graph once for run-time shape inference (``oppkit plan``); returns a :class:`Plan`.

        ``observe`` names the tensors runs answer (default: the graph outputs).
        """
        native = self._native.compile_plan(_model_source(model), _input_shapes(input_shapes), data_format or "",
                                           bool(storage_formats), None if observe is None else list(observe))
        return Plan(native)


def load(opp_root=None, custom_paths=None, use_environment=True, probe_libraries=False, allow_untrusted=False):
    """Loads the op packages of an OPP tree (built-in, vendors by ``config.ini``, custom paths first).

    ``opp_root`` None means ASCEND_OPP_PATH (with ``use_environment``), else the tree installed beside the oppkit
    library. ``custom_paths`` are package directories above everything (default: ASCEND_CUSTOM_OPP_PATH). Packages
    that fail are skipped whole and listed in ``report``; loading itself never raises.
    """
    native = _oppkit.Registry(os.fspath(opp_root) if opp_root is not None else "",
                              [os.fspath(p) for p in (custom_paths or [])], bool(use_environment),
                              bool(probe_libraries), bool(allow_untrusted))
    return Registry(native)
