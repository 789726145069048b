package e2e

import (
	"path/filepath"
	"testing"

	"github.com/proofgate/proofgate/e2e/mockapi"
)

// The task context names the project's own check, read from the
// project the session runs in, before the model has changed anything:
// in a Go project and in a Node project (asked in Korean), with the
// narrowest check of the file the prompt names.
func TestTaskContextNamesTheProjectsCheck(t *testing.T) {
	requireLinuxAMD64(t)
	tests := []struct {
		name   string
		files  map[string]string
		prompt string
		want   []string
	}{
		{"go", map[string]string{
			"go.mod":      "module calc\n\ngo 1.22\n",
			"calc/add.go": "package calc\n\nfunc Add(a, b int) int { return a - b }\n",
		}, "Fix Add in calc/add.go: Add(2, 3) must return 5.", []string{
			"This project checks with `go test ./...`; after a change, run the narrowest package (`go test ./calc/`).",
			"Bug fix: reproduce the bug first",
		}},
		{"node", map[string]string{
			"package.json": `{"name":"calc","private":true,"scripts":{"test":"node --test"}}`,
			"src/add.js":   "exports.add = (a, b) => a - b;\n",
		}, "src/add.js의 add 함수 고쳐줘. add(2, 3)이 5가 아니라 -1이 나와", []string{
			"This project checks with `npm test`; after a change, run the narrowest test file (`npm test -- add`).",
			"Bug fix: reproduce the bug first",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSession(t, bundledPlugin(t))
			for name, content := range tt.files {
				writeFile(t, filepath.Join(s.project, filepath.FromSlash(name)), content, 0o644)
			}
			checks := []func(*mockapi.Request) error{hasModeContext}
			for _, w := range tt.want {
				checks = append(checks, contains(w))
			}
			s.run(tt.prompt, mockapi.Turn{Check: all(checks...), Reply: []mockapi.Block{mockapi.Text("I have not changed anything yet.")}})
		})
	}
}
