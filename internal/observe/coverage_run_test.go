package observe

import "testing"

func TestMeasuresCoverage(t *testing.T) {
	tests := []struct {
		command, output string
		want            bool
	}{
		{"npx jest --coverage src/hooks", "", true},
		{"pytest --cov=app -q", "", true},
		{"go test -cover ./...", "", true},
		{"cargo tarpaulin --out Stdout", "", true},
		{"npm run test:coverage", "", true},
		{"npx jest src/hooks", "----------|---------|----------|---------|---------|\nFile      | % Stmts | % Branch | % Funcs | % Lines |\nAll files |   93.1  |", true},
		{"go test ./internal/cart/", "ok  \texample.com/cart\t0.01s\tcoverage: 84.2% of statements", true},
		{"pytest -q", "TOTAL                 412     29    93%", true},
		// no coverage asked for or shown
		{"npx jest src/hooks/__tests__/useCart.test.ts", "PASS src/hooks/__tests__/useCart.test.ts\nTests:       5 passed, 5 total", false},
		{"go test ./...", "ok  \texample.com/cart\t0.01s", false},
		{"pytest -q", "56 passed in 3.10s", false},
		{"python -m unittest discover -s tests", "Ran 12 tests in 0.3s\n\nOK", false},
	}
	for _, tt := range tests {
		if got := MeasuresCoverage(tt.command, tt.output); got != tt.want {
			t.Errorf("MeasuresCoverage(%q, %q) = %v, want %v", tt.command, tt.output, got, tt.want)
		}
	}
}
