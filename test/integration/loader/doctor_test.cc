// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// oppkit::DiagnoseOppTree (`oppkit doctor`) on real temporary OPP trees built from the test plugins.
#include "oppkit/core/opp_doctor.h"

#include <catch2/catch.hpp>
#include <string>

#include "integration/loader/opp_tree.h"

namespace oppkit {
namespace {

using test::OppTree;

// All findings, one per line, for failure messages and substring checks.
std::string Text(const DoctorReport& report) {
  std::string text;
  for (const DoctorFinding& finding : report.findings) text += finding.ToString() + "\n";
  return text;
}

size_t CountOf(const DoctorReport& report, ErrorCode code) {
  size_t n = 0;
  for (const DoctorFinding& finding : report.findings) n += finding.status.code() == code ? 1 : 0;
  return n;
}

TEST_CASE("Doctor: a healthy tree has no errors and no warnings", "[integration][doctor]") {
  OppTree tree;
  tree.dir().WriteFile("version.info", "Version=0.1\n");
  tree.Add("built-in", "good_ops_proto", true);
  tree.Add("built-in", "good_ops_impl");
  const DoctorReport report = DiagnoseOppTree(tree.Options());
  INFO(Text(report));
  CHECK(report.error_count() == 0);
  CHECK(report.warning_count() == 0);
  CHECK(report.package_count == 1);
  CHECK(report.loaded_package_count == 1);
  CHECK(report.library_count == 2);
  CHECK(report.op_count == 2);  // GoodScale, GoodConcat
}

TEST_CASE("Doctor: layout problems are warnings naming the file or vendor", "[integration][doctor]") {
  OppTree tree;  // no version.info
  tree.Add("built-in", "good_ops_proto", true);
  tree.Add("built-in", "good_ops_impl");
  tree.Add("vendors/forgotten", "good_ops_impl");  // a vendor directory config.ini does not list
  tree.dir().MakeDir("vendors/empty");
  tree.SetLoadPriority("empty");  // listed, but has no libraries
  const DoctorReport report = DiagnoseOppTree(tree.Options());
  const std::string text = Text(report);
  INFO(text);
  CHECK(report.error_count() == 0);
  CHECK(CountOf(report, ErrorCode::kDoctorNoVersionInfo) == 1);
  CHECK(CountOf(report, ErrorCode::kDoctorUnlistedVendor) == 1);
  CHECK_THAT(text, Catch::Contains("warning: [doctor.unlisted_vendor] vendor 'forgotten'"));
  CHECK(CountOf(report, ErrorCode::kDoctorEmptyPackage) == 1);
  CHECK_THAT(text, Catch::Contains("package 'empty'"));
}

TEST_CASE("Doctor: a broken library is an error naming package and library, the rest is still examined",
          "[integration][doctor]") {
  OppTree tree;
  tree.dir().WriteFile("version.info", "Version=0.1\n");
  tree.Add("built-in", "good_ops_proto", true);
  tree.Add("built-in", "good_ops_impl");
  const std::string bad = tree.Add("vendors/acme", "abi_mismatch");
  tree.AddFile("vendors/junk", "libtruncated.so", "\x7f" "ELF not really");
  tree.SetLoadPriority("acme,junk,missing");
  const DoctorReport report = DiagnoseOppTree(tree.Options());
  const std::string text = Text(report);
  INFO(text);
  CHECK(CountOf(report, ErrorCode::kLoadAbiMismatch) == 1);
  CHECK_THAT(text, Catch::Contains("error: [load.abi_mismatch] package 'acme'") && Catch::Contains(bad));
  CHECK(CountOf(report, ErrorCode::kLoadVendorMissing) == 1);  // 'missing' is listed but absent
  CHECK(report.error_count() == 3);                            // acme, junk, missing
  CHECK(report.loaded_package_count == 1);                     // built-in still loads
  CHECK(report.op_count == 2);
}

TEST_CASE("Doctor: ops without prototype or InferShape are warnings, overrides are notes", "[integration][doctor]") {
  OppTree tree;
  tree.dir().WriteFile("version.info", "Version=0.1\n");
  tree.Add("built-in", "good_ops_proto", true);
  tree.Add("built-in", "good_ops_impl");
  tree.Add("vendors/infer_only", "tagged_infer_only");  // TaggedOp functions, no prototype anywhere
  tree.Add("vendors/override", "good_ops_impl");        // GoodScale/GoodConcat InferShape again, higher priority
  tree.Add("vendors/proto_only", "good_ops_proto", true, "libextra_proto.so");
  tree.SetLoadPriority("override,infer_only");
  const DoctorReport report = DiagnoseOppTree(tree.Options());
  const std::string text = Text(report);
  INFO(text);
  CHECK(report.error_count() == 0);
  CHECK(CountOf(report, ErrorCode::kDoctorNoPrototype) == 1);
  CHECK_THAT(text, Catch::Contains("warning: [doctor.no_prototype] op 'TaggedOp'"));
  CHECK(CountOf(report, ErrorCode::kDoctorOverride) >= 2);
  CHECK_THAT(text, Catch::Contains("note: [doctor.override] op 'GoodScale': InferShape from 'built-in'"));
  CHECK(CountOf(report, ErrorCode::kDoctorUnlistedVendor) == 1);  // proto_only
}

}  // namespace
}  // namespace oppkit
