#!/usr/bin/env node
// Prints "N passed, M failed" over every test report in .test-reports (Jest runs and Playwright).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = path.resolve(".test-reports");
let passed = 0;
let failed = 0;
const lines = [];

const plain = (text) => String(text).replace(/\x1b\[[0-9;]*m/g, "").split("\n")[0];

/**
 * Playwright's report: passed and failed tests, plus the tests a stopped run never finished (its global timeout or
 * failure cap, listed as "skipped" without being skipped on purpose), counted as failed: a test that did not run did
 * not pass. An error outside the tests (a server that did not start, the run stopped early) counts as one more.
 */
function countPlaywright(report) {
  let p = 0;
  let f = 0;
  let notRun = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const status = test.status; // expected | unexpected | flaky | skipped
        if (status === "expected" || status === "flaky") p++;
        else if (status === "unexpected") f++;
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
    if ("numPassedTests" in report) {
      p = report.numPassedTests;
      f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    } else {
      [p, f, notes] = countPlaywright(report);
    }
    lines.push(`${file}: ${p} passed, ${f} failed${notes ? ` (${notes})` : ""}`);
    passed += p;
    failed += f;
  }
}
for (const line of lines) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
