import "@testing-library/jest-dom";

// Route-handler tests name their client in this header (the throttle's "platform header" in tests).
process.env.CLIENT_IP_HEADER = "x-test-client";
