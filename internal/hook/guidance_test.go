package hook

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/classify"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/golden"
	"github.com/proofgate/proofgate/internal/suggest"
)

// writeProject writes files (name → content) under a temporary root.
func writeProject(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

var (
	goProject   = map[string]string{"go.mod": "module shop\n", "internal/cart/pager.go": "package cart\n"}
	nodeProject = map[string]string{"package.json": `{"scripts":{"test":"vitest run","build":"vite build"}}`, "src/Checkout.vue": ""}
	makeProject = map[string]string{"Makefile": "build:\n\tcc -o app app.c\ntest: build\n\t./run-tests\n"}
)

// projectEngine is an engine whose prompts come from a session in the
// project files describes, as the hook command configures it.
func projectEngine(t *testing.T, files map[string]string) (*Engine, string) {
	t.Helper()
	e := newEngine(t)
	root := writeProject(t, files)
	e.Task = func(cwd string, named []string) suggest.Task { return suggest.ForTask(root, cwd, named) }
	return e, root
}

func promptIn(cwd, text string) event.Event {
	p := prompt(text)
	p.Cwd = cwd
	return p
}

// The guidance text is the contract: these files show, line by line,
// what the model reads at the start of each kind of task.
func TestGuidanceGolden(t *testing.T) {
	tests := []struct {
		name   string
		files  map[string]string
		prompt string
	}{
		{"go_bug_fix", goProject, "fix the off-by-one in internal/cart/pager.go — the last page comes back empty"},
		{"go_question", goProject, "how does the pager in internal/cart/pager.go decide the page size?"},
		{"node_ui_korean", nodeProject, "결제 페이지 버튼 색상을 브랜드 컬러로 바꿔줘"},
		{"node_ui_bug_korean", nodeProject, "설정 화면 토글이 다크 모드에서 안 보이는 거 수정해줘"},
		{"go_migration_blocked", goProject, "run the pending migrations against the production database"},
		{"no_project_dependency", nil, "upgrade lodash to 4.17.21 to fix the CVE"},
		{"make_performance", makeProject, "the nightly export is slow; profile it and get it under 2s"},
		{"go_negated_ui", goProject, "don't touch the UI, just fix the login bug in internal/cart/pager.go"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, root := projectEngine(t, tt.files)
			d := handle(t, e, promptIn(root, tt.prompt))
			if n := strings.Count(d.Context, "\n") + 1; n > maxGuidanceLines {
				t.Errorf("%d lines, want at most %d:\n%s", n, maxGuidanceLines, d.Context)
			}
			var out bytes.Buffer
			enc := json.NewEncoder(&out)
			enc.SetEscapeHTML(false)
			enc.SetIndent("", "  ")
			if err := enc.Encode(struct {
				Prompt  string   `json:"prompt"`
				Context []string `json:"context"`
			}{tt.prompt, strings.Split(d.Context, "\n")}); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, "guidance_"+tt.name, bytes.TrimSpace(out.Bytes()))
		})
	}
}

// At most five lines whatever the mode, risks, check and kinds; quick
// mode adds neither a check nor a kind.
func TestGuidanceBudget(t *testing.T) {
	checks := []suggest.Task{
		{},
		{Checks: []string{"make test"}},
		{Checks: []string{"go test ./...", "npm test"}, Narrow: "go test ./internal/cart/", Unit: "package", Named: true},
	}
	kinds := [][]classify.Kind{nil, {classify.BugFix}, {classify.UIChange, classify.Performance}}
	for _, mode := range []string{"quick", "normal", "deep", "blocked"} {
		for _, risks := range [][]string{nil, {"production", "database"}} {
			for _, c := range checks {
				for _, k := range kinds {
					g := GuidanceFor(mode, risks, TaskGuide{Check: c, Kinds: k})
					lines := strings.Split(g, "\n")
					if len(lines) > maxGuidanceLines {
						t.Errorf("%s %v %+v %v: %d lines:\n%s", mode, risks, c, k, len(lines), g)
					}
					if lines[len(lines)-1] != "Never claim verification that was not actually observed." {
						t.Errorf("%s: the rule is not last:\n%s", mode, g)
					}
					if mode == "quick" && g != Guidance(mode, risks) {
						t.Errorf("quick mode got task lines:\n%s", g)
					}
					if mode != "quick" && len(c.Checks) > 0 && !strings.Contains(g, "This project checks with `"+c.Checks[0]+"`") {
						t.Errorf("%s: the check is not named:\n%s", mode, g)
					}
					if mode != "quick" && len(k) > 0 && !strings.Contains(g, kindAdvice.Get()[k[0]]) {
						t.Errorf("%s: the first kind is not advised:\n%s", mode, g)
					}
				}
			}
		}
	}
}

func TestCheckLine(t *testing.T) {
	tests := []struct {
		task suggest.Task
		want string
	}{
		{suggest.Task{}, ""},
		{suggest.Task{Checks: []string{"make test"}}, "This project checks with `make test`; run it after a change."},
		{suggest.Task{Checks: []string{"go test ./..."}, Narrow: "go test ./internal/cart/", Unit: "package", Named: true},
			"This project checks with `go test ./...`; after a change, run the narrowest package (`go test ./internal/cart/`)."},
		{suggest.Task{Checks: []string{"npm test", "go test ./..."}, Narrow: "npm test -- <file name>", Unit: "test file"},
			"This project checks with `npm test` and `go test ./...`; after a change, run the narrowest test file (`npm test -- <file name>`)."},
	}
	for _, tt := range tests {
		if got := checkLine(tt.task); got != tt.want {
			t.Errorf("checkLine(%+v) = %q, want %q", tt.task, got, tt.want)
		}
	}
}

// Through the engine: the check is named for a change in a Go and in a
// Node project, read from the session's cwd, and not for a question, a
// reply that only goes on with the task, or proofgate's own reason.
func TestPromptNamesTheProjectsCheck(t *testing.T) {
	e, root := projectEngine(t, goProject)
	d := handle(t, e, promptIn(root, "add a --json flag to the export command"))
	if !strings.Contains(d.Context, "This project checks with `go test ./...`; after a change, run the narrowest package (`go test ./<package>/`).") {
		t.Errorf("go: context = %q", d.Context)
	}
	for _, p := range []string{"how does the export command work?", "ok do it", "Stop hook feedback:\nproofgate: you changed a.go"} {
		if d := handle(t, e, promptIn(root, p)); strings.Contains(d.Context, "This project checks") {
			t.Errorf("%q: context names the check: %q", p, d.Context)
		}
	}

	e, root = projectEngine(t, nodeProject)
	d = handle(t, e, promptIn(root, "add a coupon field to src/Checkout.vue"))
	if !strings.Contains(d.Context, "This project checks with `npm test`; after a change, run the narrowest test file (`npm test -- Checkout`).") {
		t.Errorf("node: context = %q", d.Context)
	}

	// Another directory than the project's: nothing there, nothing named.
	d = handle(t, e, promptIn(t.TempDir(), "add a coupon field to the checkout"))
	if strings.Contains(d.Context, "This project checks") {
		t.Errorf("a folder without project files: %q", d.Context)
	}
}

func TestPromptAdvisesTheKindOfChange(t *testing.T) {
	e := newEngine(t) // no project check: room for two kinds
	d := handle(t, e, prompt("the checkout page crashes on Safari when the cart is empty"))
	if !strings.Contains(d.Context, kindAdvice.Get()[classify.UIChange]) || !strings.Contains(d.Context, kindAdvice.Get()[classify.BugFix]) {
		t.Errorf("context = %q", d.Context)
	}
	d = handle(t, e, prompt("don't touch the UI, just fix the login bug"))
	if strings.Contains(d.Context, "UI change") || !strings.Contains(d.Context, "Bug fix") {
		t.Errorf("negated UI: context = %q", d.Context)
	}
	d = handle(t, e, prompt("why does the checkout page crash on Safari?"))
	if strings.Contains(d.Context, "Bug fix") || strings.Contains(d.Context, "UI change") {
		t.Errorf("question: context = %q", d.Context)
	}
}
