# Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
"""Fixtures of the Python package's tests (ctest python.pytest sets the environment, test/python/CMakeLists.txt)."""
import os
import pathlib
import shutil

import pytest

import oppkit


def _env_path(name):
    value = os.environ.get(name)
    if not value:
        pytest.exit(f"{name} is not set: run the tests through ctest (python.pytest)", returncode=2)
    return pathlib.Path(value)


@pytest.fixture(scope="session")
def source_dir():
    return _env_path("OPPKIT_SOURCE_DIR")


@pytest.fixture(scope="session")
def opp_root():
    """The build's built-in OPP tree."""
    return _env_path("OPPKIT_TEST_OPP_ROOT")


@pytest.fixture(scope="session")
def registry(opp_root):
    return oppkit.load(opp_root, use_environment=False)


@pytest.fixture()
def ascendc_package(tmp_path):
    """A custom package directory holding the test library written the Ascend C way (ScaleAdd with tiling data)."""
    library = _env_path("OPPKIT_TEST_PLUGIN_DIR") / "libascendc_ops.so"
    arch = os.uname().machine
    target = tmp_path / "ascendc" / "op_impl" / "ai_core" / "tbe" / "op_tiling" / "lib" / "linux" / arch
    target.mkdir(parents=True)
    shutil.copy(library, target / library.name)
    return tmp_path / "ascendc"
