package e2e

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/proofgate/proofgate/e2e/mockapi"
)

// claudeEnv names the client binary the client tests run.
const claudeEnv = "PROOFGATE_E2E_CLAUDE"

// claudeBin returns the Claude Code client to test against. Without one the
// test skips, saying how to get it; under CI (CI=true) it fails instead, so
// a broken install cannot turn the suite green.
func claudeBin(t *testing.T) string {
	t.Helper()
	path := os.Getenv(claudeEnv)
	if path != "" {
		if _, err := os.Stat(path); err != nil {
			t.Fatalf("%s=%s: %v", claudeEnv, path, err)
		}
		return path
	}
	const how = "the real Claude Code client is needed: npm install --no-save --prefix .cache/claude @anthropic-ai/claude-code-linux-x64@2.1.328 " +
		"and set " + claudeEnv + "=$PWD/.cache/claude/node_modules/@anthropic-ai/claude-code-linux-x64/claude (.ci/run does both)"
	if os.Getenv("CI") == "true" {
		t.Fatal("CI=true but " + claudeEnv + " is not set: " + how)
	}
	t.Skip(how)
	return ""
}

// session is one headless Claude Code run in its own HOME, state and
// cache directories, talking to a mock API, with a plugin loaded.
type session struct {
	t       *testing.T
	claude  string
	plugin  string
	home    string
	project string
	state   string
	cache   string
	api     *mockapi.Server
	env     []string // extra environment for the client
	args    []string // extra arguments for the client's next run
	tools   []string // the tools allowed without asking (nil: Bash, Write, Edit, Read)

	out    []byte           // the client's stream-json output
	events []map[string]any // out, decoded line by line
}

// newSession prepares a session of the plugin in dir. The project
// directory holds a tiny shell project: calc.sh, whose add subtracts, and
// its test, test.sh.
func newSession(t *testing.T, plugin string) *session {
	t.Helper()
	s := newProject(t)
	s.claude, s.plugin = claudeBin(t), plugin
	return s
}

// newProject is a session's project, HOME and state without a client: the
// tiny shell project newSession describes.
func newProject(t *testing.T) *session {
	t.Helper()
	s := &session{
		t:       t,
		home:    t.TempDir(),
		project: t.TempDir(),
		state:   t.TempDir(),
		cache:   t.TempDir(),
	}
	writeFile(t, filepath.Join(s.project, "calc.sh"), "add() { echo $(($1 - $2)); }\n", 0o644)
	writeFile(t, filepath.Join(s.project, "test.sh"),
		"#!/bin/sh\n. ./calc.sh\n[ \"$(add 2 3)\" = 5 ] || { echo 'FAIL: add 2 3 is not 5'; exit 1; }\necho PASS\n", 0o755)
	return s
}

// baseEnv is the environment of every process the session starts: no
// variable of the developer's own Claude Code or API setup leaks in.
func (s *session) baseEnv() []string {
	env := []string{
		"HOME=" + s.home,
		"PATH=" + os.Getenv("PATH"),
		"XDG_STATE_HOME=" + s.state,
		"XDG_CACHE_HOME=" + s.cache,
		"XDG_CONFIG_HOME=" + filepath.Join(s.home, ".config"),
		"TMPDIR=" + os.TempDir(),
		"LANG=C.UTF-8",
	}
	return append(env, s.env...)
}

// clientEnv is the environment of the client: baseEnv, kept off the
// network but for the mock API.
func (s *session) clientEnv() []string {
	return append(s.baseEnv(),
		"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1",
		"DISABLE_TELEMETRY=1",
		"DISABLE_AUTOUPDATER=1",
		"DISABLE_ERROR_REPORTING=1",
	)
}

// path is name's absolute path in the project.
func (s *session) path(name string) string { return filepath.Join(s.project, name) }

// run runs the client on prompt against a mock API answering with script,
// and records its output. The client must exit 0.
func (s *session) run(prompt string, script ...mockapi.Turn) {
	s.t.Helper()
	s.api = mockapi.Start(s.t, script...)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	args := []string{"-p", prompt, "--output-format", "stream-json", "--verbose", "--include-hook-events"}
	if s.plugin != "" {
		// Without one, the session runs the plugins installed in its HOME.
		args = append(args, "--plugin-dir", s.plugin)
	}
	args = append(args, s.args...)
	// --allowedTools is variadic: it goes last.
	tools := s.tools
	if tools == nil {
		tools = []string{"Bash", "Write", "Edit", "Read"}
	}
	args = append(append(args, "--allowedTools"), tools...)
	cmd := exec.CommandContext(ctx, s.claude, args...)
	cmd.Dir = s.project
	cmd.Env = append(s.clientEnv(), "ANTHROPIC_BASE_URL="+s.api.URL, "ANTHROPIC_API_KEY=dummy")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	s.out = out
	s.events = nil
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var ev map[string]any
		if json.Unmarshal(sc.Bytes(), &ev) == nil {
			s.events = append(s.events, ev)
		}
	}
	if err != nil {
		s.t.Fatalf("claude: %v\nstderr:\n%s\nstdout:\n%s", err, stderr.Bytes(), tail(out, 4000))
	}
}

func tail(b []byte, n int) []byte {
	if len(b) > n {
		return b[len(b)-n:]
	}
	return b
}

// status runs `proofgate status --json` on the session's project with the
// session's state directory.
func (s *session) status() statusReport {
	s.t.Helper()
	r, err := s.statusErr()
	if err != nil {
		s.t.Fatal(err)
	}
	return r
}

// statusErr is status, returning its failure.
func (s *session) statusErr() (statusReport, error) {
	cmd := exec.Command(proofgateBin, "status", "--json", "--cwd", s.project)
	cmd.Env = s.baseEnv()
	var r statusReport
	out, err := cmd.CombinedOutput()
	if err != nil {
		return r, fmt.Errorf("proofgate status: %v\n%s", err, out)
	}
	if err := json.Unmarshal(out, &r); err != nil {
		return r, fmt.Errorf("proofgate status --json: %v\n%s", err, out)
	}
	return r, nil
}

// statusReport is the part of `proofgate status --json` the tests read.
type statusReport struct {
	Mode          string   `json:"mode"`
	ChangedPaths  []string `json:"changed_paths"`
	Verifications []struct {
		Command         string `json:"command"`
		Kind            string `json:"kind"`
		Success         *bool  `json:"success"`
		ExitCode        *int   `json:"exit_code"`
		AfterLastChange bool   `json:"after_last_change"`
	} `json:"verifications"`
	Denials    []denial `json:"denials"`
	StopBlocks int      `json:"stop_blocks"`
	Stops      []struct {
		Block bool   `json:"block"`
		Rule  string `json:"rule"`
	} `json:"stops"`
	Pause *struct {
		Scope  string `json:"scope"`
		Guards bool   `json:"guards"`
	} `json:"pause"`
}

type denial struct {
	Tool     string `json:"tool"`
	Target   string `json:"target"`
	Decision string `json:"decision"`
	Rule     string `json:"rule"`
}

// outputContains reports whether the client's stream-json output contains
// s (JSON-escaped, as it appears there).
func (s *session) outputContains(sub string) bool {
	q, _ := json.Marshal(sub)
	return strings.Contains(string(s.out), strings.Trim(string(q), `"`))
}

// runUname reports `uname -s -m`.
func runUname() (string, error) {
	out, err := exec.Command("uname", "-s", "-m").Output()
	return strings.TrimSpace(string(out)), err
}
