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
		name, line, file string
		want             bool
	}{
		{"go build does not check JavaScript", "go build ./...", "/src/app/web/static/app.js", false},
		{"go build checks Go", "go build ./...", "/src/app/cmd/api/main.go", true},
		{"a task runner checks anything", "make check", "/src/app/web/static/app.js", true},
		{"no ecosystem: any check", "go build ./...", "/src/app/deploy/nginx.conf", true},
		{"tsc reads no Python", "npx tsc --noEmit", "/src/app/api/views.py", false},
		{"another binary leaves a main package unread", "go build ./cmd/mcp-server/", "/src/app/cmd/web-chat/main.go", false},
		{"the binary named", "go build ./cmd/web-chat/", "/src/app/cmd/web-chat/main.go", true},
		{"a library is compiled by what imports it", "go build ./cmd/mcp-server/", "/src/app/internal/stats/query.go", true},
		{"cmd at the root", "go vet ./cmd/api", "cmd/api/handlers/h.go", true},
		// An image's build file is read by what builds or lints images.
		{"go build builds no image", "go build ./...", "/src/app/Dockerfile", false},
		{"docker builds the image", "docker build -t api .", "/src/app/Dockerfile", true},
		{"compose builds the image", "docker compose build api", "/src/app/deploy/api.Dockerfile", true},
		{"hadolint reads it", "hadolint Dockerfile.prod", "/src/app/Dockerfile.prod", true},
		{"podman builds a Containerfile", "podman build -f Containerfile .", "/src/app/Containerfile", true},
		{"a task runner builds anything", "make image", "/src/app/Dockerfile", true},
		{"an image file in another case", "go build ./...", "/src/app/DockerFile.Prod", false},
		{"a file named after one is no image file", "go build ./...", "/src/app/docs/dockerfiles.md", true},
	}
	for _, tt := range tests {
		if got := Covers(tt.line, CommandToolchains(tt.line), tt.file); got != tt.want {
			t.Errorf("%s: Covers(%q, %s) = %v", tt.name, tt.line, tt.file, got)
		}
	}
}
