#!/usr/bin/env node
// Prints "N passed, M failed" over every test report in .test-reports (Jest runs and Playwright).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = path.resolve(".test-reports");
let passed = 0;
let failed = 0;
const lines = [];

function countPlaywright(report) {
  let p = 0;
  let f = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const status = test.status; // expected | unexpected | flaky | skipped
        if (status === "expected" || status === "flaky") p++;
        else if (status === "unexpected") f++;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  // Errors outside tests (a web server that did not start) count as a failure.
  if ((report.errors ?? []).length > 0) f += 1;
  return [p, f];
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
    if ("numPassedTests" in report) {
      p = report.numPassedTests;
      f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    } else {
      [p, f] = countPlaywright(report);
    }
    lines.push(`${file}: ${p} passed, ${f} failed`);
    passed += p;
    failed += f;
  }
}
for (const line of lines) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
