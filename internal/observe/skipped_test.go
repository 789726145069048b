package observe

import (
	"slices"
	"testing"
)

func TestSkippedTests(t *testing.T) {
	for _, tc := range []struct {
		name, output string
		want         []string
	}{
		{"go test -v", "=== RUN   TestWebhookReplay\n    handler_test.go:74: STRIPE_TEST_SECRET not set\n--- SKIP: TestWebhookReplay (0.00s)\n--- PASS: TestWebhookSignature (0.00s)\nok  \tx/webhooks\t0.015s", []string{"TestWebhookReplay"}},
		{"pytest -v", "tests/test_s3.py::test_retry_slowdown SKIPPED (LOCALSTACK_ENDPOINT not set) [ 50%]\ntests/test_s3.py::test_put PASSED [100%]", []string{"tests/test_s3.py::test_retry_slowdown"}},
		{"cargo", "test parser::tests::empty ... ignored\ntest parser::tests::one ... ok", []string{"parser::tests::empty"}},
		{"dotnet", "  Skipped Billing.IntegrationTests.InvoiceRepositoryTests.Save_RoundTrips [< 1 ms]\nPassed!  - Failed: 0, Passed: 0, Skipped: 1", []string{"Billing.IntegrationTests.InvoiceRepositoryTests.Save_RoundTrips"}},
		{"jest", "  ○ skipped refunds a partial order\n  ✓ refunds a whole order (3 ms)", []string{"refunds a partial order"}},
		{"vitest", " ↓ src/a.test.ts > retries on 503 [skipped]", []string{"src/a.test.ts > retries on 503"}},
		{"once each", "--- SKIP: TestA (0.00s)\n--- SKIP: TestA (0.00s)", []string{"TestA"}},
		{"pytest's summary names no test", "SKIPPED [5] tests/sinks/test_s3_sink.py: LOCALSTACK_ENDPOINT not set\n5 passed, 5 skipped in 0.84s", nil},
		{"a log line that says skipped", "INFO skipped 3 rows with no id\nok  \tx\t0.1s", nil},
		{"nothing skipped", "--- PASS: TestA (0.00s)\nok  \tx\t0.1s", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := SkippedTests(tc.output); !slices.Equal(got, tc.want) {
				t.Errorf("SkippedTests = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestSkippedNamed(t *testing.T) {
	for _, tc := range []struct {
		name           string
		skipped, named []string
		want           string
	}{
		{"the same name", []string{"TestReplay"}, []string{"TestReplay"}, "TestReplay"},
		{"a pytest test by its function", []string{"tests/test_s3.py::test_retry"}, []string{"test_retry"}, "test_retry"},
		{"a dotnet test by its method", []string{"Billing.Tests.InvoiceTests.Save"}, []string{"InvoiceTests.Save"}, "InvoiceTests.Save"},
		{"a subtest by its parent's path", []string{"TestWebhook/replay"}, []string{"replay"}, "replay"},
		{"another test", []string{"TestReplayOld"}, []string{"TestReplay"}, ""},
		{"a suffix that is no part", []string{"test_retry_slow"}, []string{"slow"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := SkippedNamed(tc.skipped, tc.named); got != tc.want {
				t.Errorf("SkippedNamed = %q, want %q", got, tc.want)
			}
		})
	}
}
