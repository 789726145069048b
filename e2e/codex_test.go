package e2e

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/proofgate/proofgate/e2e/responsesapi"
)

// codexEnv names the Codex CLI the Codex tests run: the npm package's
// bin/codex.js (run with node) or the native binary.
const codexEnv = "PROOFGATE_E2E_CODEX"

// codexBin returns the Codex CLI to test against. Without one the test
// skips, saying how to get it; under CI (CI=true) it fails instead, so a
// broken install cannot turn the suite green.
func codexBin(t *testing.T) string {
	t.Helper()
	path := os.Getenv(codexEnv)
	if path != "" {
		if _, err := os.Stat(path); err != nil {
			t.Fatalf("%s=%s: %v", codexEnv, path, err)
		}
		return path
	}
	const how = "the real Codex CLI is needed: npm install --no-save --prefix .cache/codex @openai/codex@0.169.0 " +
		"and set " + codexEnv + "=$PWD/.cache/codex/node_modules/@openai/codex/bin/codex.js (.ci/run does both)"
	if os.Getenv("CI") == "true" {
		t.Fatal("CI=true but " + codexEnv + " is not set: " + how)
	}
	t.Skip(how)
	return ""
}

// codexSession is Codex CLI with proofgate installed as a plugin from a
// local marketplace, in its own HOME, CODEX_HOME, state and cache, run
// with `codex exec` against a mock Responses API.
type codexSession struct {
	*session // the project, HOME and proofgate state, and status()
	codex    string
	codexDir string // CODEX_HOME
	market   string // the marketplace: the plugin files of this checkout
	api      *responsesapi.Server
	stderr   string // codex's stderr: one "hook: <Event> <Status>" line per hook run
	final    string // codex's stdout: the last assistant message
}

// newCodexSession installs the plugin (with the freshly built binary as
// its linux_amd64 binary) into a fresh CODEX_HOME. With trust set, it
// then trusts the plugin's hooks as a user does in /hooks.
func newCodexSession(t *testing.T, trust bool) *codexSession {
	t.Helper()
	codex := codexBin(t)
	return newCodexSessionFrom(t, codex, bundledPlugin(t), trust)
}

// newCodexSessionFrom is newCodexSession with the plugin taken from the
// marketplace directory market.
func newCodexSessionFrom(t *testing.T, codex, market string, trust bool) *codexSession {
	t.Helper()
	c := &codexSession{session: newProject(t), codex: codex, codexDir: t.TempDir(), market: market}
	git := exec.Command("git", "init", "-q", ".")
	git.Dir = c.project
	if out, err := git.CombinedOutput(); err != nil {
		t.Fatalf("git init: %v\n%s", err, out)
	}
	writeFile(t, filepath.Join(c.codexDir, "config.toml"), `model = "gpt-5.5"
model_provider = "mock"

[model_providers.mock]
name = "Mock Responses"
base_url = "http://127.0.0.1:9/v1"
wire_api = "responses"
env_key = "MOCK_API_KEY"
stream_max_retries = 0
request_max_retries = 0

[analytics]
enabled = false
`, 0o644)
	c.cli("plugin", "marketplace", "add", c.market)
	c.cli("plugin", "add", "proofgate@proofgate")
	if trust {
		c.trustHooks()
	}
	return c
}

// env is the environment of every Codex process.
func (c *codexSession) env() []string {
	return append(c.baseEnv(), "CODEX_HOME="+c.codexDir, "MOCK_API_KEY=dummy")
}

// command is the Codex CLI with args, run in the project.
func (c *codexSession) command(ctx context.Context, args ...string) *exec.Cmd {
	var cmd *exec.Cmd
	if strings.HasSuffix(c.codex, ".js") {
		cmd = exec.CommandContext(ctx, "node", append([]string{c.codex}, args...)...)
	} else {
		cmd = exec.CommandContext(ctx, c.codex, args...)
	}
	cmd.Dir = c.project
	cmd.Env = c.env()
	return cmd
}

// cli runs a Codex subcommand that must succeed.
func (c *codexSession) cli(args ...string) string {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out, err := c.command(ctx, args...).CombinedOutput()
	if err != nil {
		c.t.Fatalf("codex %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// listedHook is one entry of app-server's hooks/list.
type listedHook struct {
	Key         string `json:"key"`
	EventName   string `json:"eventName"`
	Command     string `json:"command"`
	Source      string `json:"source"`
	PluginID    string `json:"pluginId"`
	CurrentHash string `json:"currentHash"`
	TrustStatus string `json:"trustStatus"`
}

// hooks lists the hooks Codex sees for the project, through its app-server
// (JSON-RPC on stdio): the only place that says which hooks are trusted.
func (c *codexSession) hooks() []listedHook {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := c.command(ctx, "app-server")
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		c.t.Fatal(err)
	}
	defer func() {
		stdin.Close()
		cmd.Process.Kill()
		cmd.Wait()
	}()
	send := func(v any) {
		data, _ := json.Marshal(v)
		stdin.Write(append(data, '\n'))
	}
	send(map[string]any{"id": 1, "method": "initialize", "params": map[string]any{"clientInfo": map[string]any{"name": "proofgate-e2e", "version": "0"}}})
	send(map[string]any{"method": "initialized"})
	send(map[string]any{"id": 2, "method": "hooks/list", "params": map[string]any{"cwds": []string{c.project}}})
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var msg struct {
			ID     int `json:"id"`
			Result struct {
				Data []struct {
					Hooks []listedHook `json:"hooks"`
				} `json:"data"`
			} `json:"result"`
			Error json.RawMessage `json:"error"`
		}
		if json.Unmarshal(sc.Bytes(), &msg) != nil || msg.ID != 2 {
			continue
		}
		if msg.Error != nil {
			c.t.Fatalf("hooks/list: %s", msg.Error)
		}
		var out []listedHook
		for _, d := range msg.Result.Data {
			out = append(out, d.Hooks...)
		}
		return out
	}
	c.t.Fatalf("codex app-server gave no hooks/list answer: %v", sc.Err())
	return nil
}

// proofgateHooks are the listed hooks of the proofgate plugin.
func (c *codexSession) proofgateHooks() []listedHook {
	var out []listedHook
	for _, h := range c.hooks() {
		if h.PluginID == "proofgate@proofgate" {
			out = append(out, h)
		}
	}
	return out
}

// trustHooks records the plugin's hooks as trusted in config.toml, as
// approving them in /hooks does. A plugin hook's hash is two hashes: its
// configuration's and the installed plugin's contents'; both are needed.
func (c *codexSession) trustHooks() {
	c.t.Helper()
	hooks := c.proofgateHooks()
	if len(hooks) != 5 {
		c.t.Fatalf("want the plugin's 5 hooks, Codex lists %+v", hooks)
	}
	var b strings.Builder
	for _, h := range hooks {
		config, content, ok := strings.Cut(h.CurrentHash, "/")
		if !ok {
			c.t.Fatalf("hook %s has no content hash: %q", h.Key, h.CurrentHash)
		}
		fmt.Fprintf(&b, "\n[hooks.state.%q]\ntrusted_hash = %q\ntrusted_content_hash = %q\n", h.Key, config, content)
	}
	f, err := os.OpenFile(filepath.Join(c.codexDir, "config.toml"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		c.t.Fatal(err)
	}
	defer f.Close()
	if _, err := io.WriteString(f, b.String()); err != nil {
		c.t.Fatal(err)
	}
	for _, h := range c.proofgateHooks() {
		if h.TrustStatus != "trusted" {
			c.t.Fatalf("hook %s is %s after trusting it", h.Key, h.TrustStatus)
		}
	}
}

// run runs `codex exec` on prompt against a mock API answering with
// script. Codex must exit 0.
func (c *codexSession) run(prompt string, script ...responsesapi.Turn) {
	c.t.Helper()
	c.api = responsesapi.Start(c.t, script...)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := c.command(ctx, "exec", "--dangerously-bypass-approvals-and-sandbox",
		"-c", fmt.Sprintf("model_providers.mock.base_url=%q", c.api.URL),
		prompt)
	cmd.Stdin = nil // /dev/null: with an open stdin, exec waits for its end
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	c.final, c.stderr = stdout.String(), stderr.String()
	if err != nil {
		c.t.Fatalf("codex exec: %v\nstderr:\n%s\nstdout:\n%s", err, tail(stderr.Bytes(), 4000), tail(stdout.Bytes(), 2000))
	}
}

// hookRuns counts the stderr lines "hook: <event> <status>".
func (c *codexSession) hookRuns(event, status string) int {
	n := 0
	for line := range strings.Lines(c.stderr) {
		if strings.TrimSpace(line) == "hook: "+event+" "+status {
			n++
		}
	}
	return n
}

// doctorCodex is the codex line of `proofgate doctor --json` for the
// plugin as Codex installed it, in this CODEX_HOME.
func (c *codexSession) doctorCodex() (status, detail string) {
	c.t.Helper()
	root := filepath.Join(c.codexDir, "plugins", "cache", "proofgate", "proofgate", pluginVersion(c.t))
	cmd := exec.Command(proofgateBin, "doctor", "--json", "--plugin-root", root, "--cwd", c.project)
	cmd.Env = c.env()
	out, _ := cmd.Output() // it exits 1 when an unrelated check fails
	var results []struct{ Name, Status, Detail string }
	if err := json.Unmarshal(out, &results); err != nil {
		c.t.Fatalf("proofgate doctor --json: %v\n%s", err, out)
	}
	for _, r := range results {
		if r.Name == "codex" {
			return r.Status, r.Detail
		}
	}
	c.t.Fatalf("proofgate doctor has no codex check:\n%s", out)
	return "", ""
}
