// web-test-runner runs SDK tests with mocha's global describe/it.
/// <reference types="mocha" />
