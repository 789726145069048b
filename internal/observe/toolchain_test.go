package observe

import (
	"slices"
	"testing"
)

func TestCommandToolchains(t *testing.T) {
	tests := []struct {
		line string
		want []Toolchain
	}{
		{"go build ./cmd/web-chat/", []Toolchain{"go"}},
		{"cd web && npx tsc --noEmit | head -20; npm run lint", []Toolchain{"js"}},
		{"go vet ./... && npm test", []Toolchain{"go", "js"}},
		{"uv run pytest -q tests/", []Toolchain{"python"}},
		{"make check", nil},
		{"./scripts/verify.sh", nil},
		{"go build ./... && curl -s localhost:8080/api/stats", nil},
		{"npx playwright test", nil},
	}
	for _, tt := range tests {
		if got := CommandToolchains(tt.line); !slices.Equal(got, tt.want) {
			t.Errorf("CommandToolchains(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}

func TestCovers(t *testing.T) {
	tests := []struct {
		name string
		ts   []Toolchain
		file string
		want bool
	}{
		{"go build does not check JavaScript", []Toolchain{"go"}, "web/static/app.js", false},
		{"go build checks Go", []Toolchain{"go"}, "cmd/api/main.go", true},
		{"a task runner checks anything", nil, "web/static/app.js", true},
		{"no ecosystem: any check", []Toolchain{"go"}, "deploy/nginx.conf", true},
		{"tsc reads no Python", []Toolchain{"js"}, "api/views.py", false},
	}
	for _, tt := range tests {
		if got := Covers(tt.ts, FileToolchain(tt.file)); got != tt.want {
			t.Errorf("%s: Covers(%v, %s) = %v", tt.name, tt.ts, tt.file, got)
		}
	}
}

func TestQueryEdit(t *testing.T) {
	tests := []struct {
		name, old, new string
		want           bool
	}{
		{"a column renamed in a query", `q := "SELECT avg_value FROM stats WHERE day = $1"`, `q := "SELECT avg_usv FROM stats WHERE day = $1"`, true},
		{"a join added", "FROM devices d", "FROM devices d\n\tJOIN readings r ON r.device_id = d.id\n\tWHERE r.ts > $1", true},
		{"plain code", "return sum", "return math.Round(sum*100) / 100", false},
		{"one word is no query", `label := "Select a file"`, `label := "SELECT a file"`, false},
	}
	for _, tt := range tests {
		if got := QueryEdit(tt.old, tt.new); got != tt.want {
			t.Errorf("%s: QueryEdit = %v, want %v", tt.name, got, tt.want)
		}
	}
}
