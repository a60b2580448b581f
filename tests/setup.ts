import "@testing-library/jest-dom";
import { configure } from "@testing-library/dom";

// Route-handler tests name their client in this header (the throttle's "platform header" in tests).
process.env.CLIENT_IP_HEADER = "x-test-client";
// The team's inbox, as every deployment sets it: the team hears of new requests, answers and cancellations. A test
// about a deployment without it unsets it for itself (withTestEnv/withEnv, tests/helpers/env.ts).
process.env.TEAM_EMAIL = "equipo@huellitas.sv";

// findBy…/waitFor wait up to 5 s instead of 1 s: on a busy 2-core machine a debounced search (300 ms) plus its
// request can take longer than a second, and a wait that times out there says nothing about the product.
configure({ asyncUtilTimeout: 5_000 });
