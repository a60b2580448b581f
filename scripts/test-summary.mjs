#!/usr/bin/env node
// Prints "N passed, M failed" over every test report in .test-reports (Jest runs and Playwright).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = path.resolve(".test-reports");
let passed = 0;
let failed = 0;
const lines = [];

/** The first line of a message that says something, without terminal colours. */
const plain = (text) =>
  String(text).replace(/\x1b\[[0-9;]*m/g, "").split("\n").map((line) => line.trim()).find((line) => line && !/^●\s*Test suite failed to run$/.test(line)) ?? "";

/**
 * Playwright's report: passed and failed tests, plus the tests a stopped run never finished (its global timeout or
 * failure cap, listed as "skipped" without being skipped on purpose), counted as failed: a test that did not run did
 * not pass. An error outside the tests (a server that did not start, the run stopped early) counts as one more.
 */
function countPlaywright(report, failures) {
  let p = 0;
  let f = 0;
  let notRun = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const status = test.status; // expected | unexpected | flaky | skipped
        if (status === "expected" || status === "flaky") p++;
        else if (status === "unexpected") {
          f++;
          const error = test.results?.at(-1)?.error?.message;
          failures.push(`${spec.file ?? ""} › ${spec.title}${error ? `: ${plain(error)}` : ""}`);
        }
        else if (status === "skipped" && test.expectedStatus !== "skipped") notRun++;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const errors = (report.errors ?? []).map((error) => plain(error.message ?? error.value ?? "error"));
  const notes = [];
  if (notRun > 0) notes.push(`${notRun} did not run, counted as failed`);
  if (errors.length > 0) notes.push(`1 failed for ${errors.length === 1 ? "an error" : `${errors.length} errors`} outside the tests: ${errors.join("; ")}`);
  return [p, f + notRun + (errors.length > 0 ? 1 : 0), notes.join("; ")];
}

const MAX_FAILURES_SHOWN = 8;

/** Jest's report (and the same shape from scripts/test-vercel.mjs: results of { name, ok, error }). */
function jestFailures(report) {
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const file = path.relative(process.cwd(), suite.name ?? "");
    if (suite.status === "failed" && !(suite.assertionResults ?? []).some((test) => test.status === "failed")) {
      failures.push(`${file}: ${plain(suite.message) || "the suite failed to run"}`);
    }
    for (const test of suite.assertionResults ?? []) {
      if (test.status === "failed") failures.push(`${file} › ${test.fullName}: ${plain(test.failureMessages?.[0] ?? "")}`);
    }
  }
  for (const result of report.results ?? []) if (result.ok === false) failures.push(`${result.name}: ${plain(result.error ?? "")}`);
  return failures;
}

if (existsSync(dir)) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
    let report;
    try {
      report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    } catch {
      lines.push(`${file}: unreadable report, counted as 1 failed`);
      failed += 1;
      continue;
    }
    let p;
    let f;
    let notes = "";
    const failures = [];
    if ("numPassedTests" in report) {
      p = report.numPassedTests;
      f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
      failures.push(...jestFailures(report));
    } else {
      [p, f, notes] = countPlaywright(report, failures);
    }
    lines.push(`${file}: ${p} passed, ${f} failed${notes ? ` (${notes})` : ""}`);
    // The first few, in one line each: the end of a long CI log then says what failed and why.
    for (const failure of failures.slice(0, MAX_FAILURES_SHOWN)) lines.push(`    ✗ ${failure.slice(0, 300)}`);
    if (failures.length > MAX_FAILURES_SHOWN) lines.push(`    … and ${failures.length - MAX_FAILURES_SHOWN} more`);
    passed += p;
    failed += f;
  }
}
for (const line of lines) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
