// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// `oppkit new` refusing bad op descriptions (Note [Generated packages] in core/cli/new_command.cc): the real tool, one
// description per case, each refused with new.bad_description naming the op and the param or attr, and nothing
// written. Generating, building and loading a project is the package test package.new_project.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <string>

#include "cli_test_util.h"
#include "common/test_support.h"

namespace oppkit::test {

TEST_CASE("oppkit new: a bad op description is refused by op and param, and nothing is written",
          "[integration][cli][new]") {
  const std::string x = R"({"name": "x", "type": ["fp16"]})";
  const std::string y = R"({"name": "y", "type": ["fp16"]})";
  struct Case {
    std::string description;
    std::string message;
  };
  const Case cases[] = {
      {"{not json", "[new.bad_description] "},
      {"[]", "expected a list of op descriptions (msopgen's JSON format)"},
      {R"([{"op": "lowerCase", "input_desc": [)" + x + R"(], "output_desc": [)" + y + "]}]",
       "op 0: op type 'lowerCase' must be an identifier starting with an upper-case letter"},
      {R"([{"op": "A", "input_desc": [], "output_desc": [)" + y + "]}]",
       "op 'A': 'input_desc' must be a non-empty list"},
      {R"([{"op": "A", "input_desc": [{"name": "x", "param_type": "optional", "type": ["fp16"]}], "output_desc": [)" +
           y + "]}]",
       "op 'A' input_desc[0]: the first input cannot be optional"},
      {R"([{"op": "A", "input_desc": [)" + x +
           R"(], "output_desc": [{"name": "y", "param_type": "optional", )"
           R"("type": ["fp16"]}]}])",
       "op 'A' output_desc[0]: param_type 'optional' (expected required or dynamic)"},
      {R"([{"op": "A", "input_desc": [)" + x + R"(], "output_desc": [{"name": "x", "type": ["fp16"]}]}])",
       "op 'A': the name 'x' is used 2 times"},
      {R"([{"op": "A", "input_desc": [)" + x + R"(], "output_desc": [)" + y +
           R"(], "attr": [{"name": "k", "type": "tensor"}]}])",
       "op 'A' attr[0]: unknown attr type 'tensor'"},
      {R"([{"op": "A", "input_desc": [)" + x + R"(], "output_desc": [)" + y +
           R"(], "attr": [{"name": "k", "param_type": "optional", "type": "int"}]}])",
       "op 'A' attr[0]: an optional attr needs a default_value"},
      {R"([{"op": "A", "input_desc": [)" + x + R"(], "output_desc": [)" + y +
           R"(], "attr": [{"name": "k", "type": "list_int", "default_value": "[1, 2.5]"}]}])",
       "op 'A' attr[0]: default_value 2.5: expected a value of type int"},
      {R"([{"op": "A", "input_desc": [{"name": "x", "type": ["fp16"], "format": ["NOPE"]}], "output_desc": [)" + y +
           "]}]",
       "op 'A' input_desc[0].format: expected a list of format names"},
      {R"([{"op": "AB", "input_desc": [)" + x + R"(], "output_desc": [)" + y + R"(]}, {"op": "AB", "input_desc": [)" +
           x + R"(], "output_desc": [)" + y + "]}]",
       "two ops share the folder name 'ab'"},
  };
  TempDir tmp;
  for (const Case& c : cases) {
    const std::string description = tmp.WriteFile("desc.json", c.description);
    const ToolRun run = RunOppkitBuiltIn("new " + ShellQuote(description) + " " + ShellQuote(tmp.path() + "/pkg"));
    INFO(c.description << "\nstdout: " << run.out << "\nstderr: " << run.err);
    CHECK(run.exit_code == 1);
    CHECK_THAT(run.err, Catch::Contains("[new.bad_description] ") && Catch::Contains(c.message));
    CHECK(::access((tmp.path() + "/pkg").c_str(), F_OK) != 0);
  }
  const ToolRun usage = RunOppkitBuiltIn("new only_one_argument");
  CHECK(usage.exit_code == 2);
  CHECK_THAT(usage.err, Catch::Contains("'new' takes an op description (DESC.json) and a new directory (DIR)"));
}

}  // namespace oppkit::test
