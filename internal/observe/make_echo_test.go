package observe

import (
	"testing"

	"github.com/proofgate/proofgate/internal/event"
)

func TestMakeEchoed(t *testing.T) {
	r := Recognizer{}
	for _, tc := range []struct {
		name, line, output string
		failed             bool
		want               string // kinds and results, "build:true,lint:false"
	}{
		{"a target that renders with jsonnet", "make dashboards", "jsonnet -J vendor dashboards/queues.jsonnet > build/queues.json\njsonnet -J vendor dashboards/workers.jsonnet > build/workers.json\n", false, "build:true"},
		{"a target that failed", "make dashboards", "jsonnet -J vendor dashboards/queues.jsonnet > build/queues.json\nRUNTIME ERROR: field does not exist: legend\nmake: *** [Makefile:12: dashboards] Error 1\n", true, "build:false"},
		{"a target running a linter and tests", "make pre-pr", "golangci-lint run ./...\ngo test ./...\nok  \texample.com/x\t0.2s\n", false, "lint:true,test:true"},
		{"echoes nothing a table reads", "make seed", "psql -f db/seed.sql\nINSERT 0 12\n", false, ""},
		{"no make", "./scripts/gen.sh", "jsonnet -J vendor a.jsonnet\n", false, ""},
		{"a target read by its name keeps that reading", "make test", "go test ./...\n", false, ""},
		{"a check target adds the kinds it echoed", "docker compose run --rm ci make check", "ruff check .\nAll checks passed!\nmypy tools/ libs/\nSuccess: no issues found in 84 source files\npytest -q\n118 passed in 14.27s\n", false, "lint:true,typecheck:true"},
	} {
		found := r.Checks(tc.line)
		got := ""
		for i, v := range r.MakeEchoed("Bash", tc.line, found, tc.failed, event.Result{Output: tc.output}) {
			if i > 0 {
				got += ","
			}
			got += string(v.Kind) + ":" + map[bool]string{true: "true", false: "false"}[*v.Success]
		}
		if got != tc.want {
			t.Errorf("%s: MakeEchoed = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// FuzzMakeEchoed: any line and output are read without a crash.
func FuzzMakeEchoed(f *testing.F) {
	f.Add("make dashboards", "jsonnet -J vendor a.jsonnet > b.json\n")
	f.Fuzz(func(t *testing.T, line, output string) {
		for _, v := range (Recognizer{}).MakeEchoed("Bash", line, nil, false, event.Result{Output: output}) {
			if v.Success == nil {
				t.Errorf("MakeEchoed(%q, %q): a verdict with no result", line, output)
			}
		}
	})
}
