package observe

import (
	"testing"

	"github.com/proofgate/proofgate/internal/event"
)

func TestUnreadRun(t *testing.T) {
	tests := []struct {
		name, line, output string
		failed             bool
		res                event.Result
		want               bool
	}{
		// Runs of programs no table reads, ended well: maybe the check.
		{"a racket compile", "raco make -v lib/tok.rkt", "checking: lib/tok.rkt\ncompiling: lib/tok.rkt", false, event.Result{}, true},
		{"an idris build", "idris2 --build tokens.ipkg", "1/2: Building Tok (src/Tok.idr)\n2/2: Building Main (src/Main.idr)", false, event.Result{}, true},
		{"an scons build", "scons -j4 platform=linux", "scons: done building targets.", false, event.Result{}, true},
		// Zephyr's west build is read as a build now: no unread run.
		{"a zephyr build", "cd app && west build -b nrf52840dk/nrf52840 -p always", "[158/158] Linking C executable zephyr/zephyr.elf", false, event.Result{}, false},
		{"a pa11y run", "npx pa11y-ci --config .pa11yci.json", "✔ 5/5 URLs passed", false, event.Result{}, true},
		// A project's own recipe that no table gives a kind.
		{"a make target of the project's own", "make db-snapshot ENV=dev", "==> postgres: pg_dump -Fc app_dev\n==> done", false, event.Result{}, true},
		{"a make target read as a test", "make test", "ok", false, event.Result{}, false},
		{"a make target that cleans", "make clean", "rm -rf build/", false, event.Result{}, false},
		// Not a run that may check the work.
		{"it failed", "raco make -v lib/tok.rkt", "tok.rkt:3:2: read-syntax: expected a closing )", true, event.Result{ExitCode: 1}, false},
		{"still running", "raco make lib/", "", false, event.Result{Background: true}, false},
		{"interrupted", "raco make lib/", "", false, event.Result{Interrupted: true}, false},
		{"a listed runner", "go test ./...", "ok  \texample.com/x\t0.01s", false, event.Result{}, false},
		{"a reading program", "cat lib/tok.rkt", "#lang racket", false, event.Result{}, false},
		{"a system utility", "umount -f ~/mnt || true; mount | grep fuse", "", false, event.Result{}, false},
		{"a database client", `psql "$DATABASE_URL" -c 'select 1'`, " ?column? \n----------\n        1", false, event.Result{}, false},
		{"an installer's subcommand", "opam install . --deps-only -y", "Done.", false, event.Result{}, false},
		{"a lookup subcommand", "adb devices", "List of devices attached\n", false, event.Result{}, false},
		{"an admin client spelled as its script", "kafka-topics.sh --bootstrap-server kafka-1:9092 --describe --topic orders", "Topic: orders\tPartitionCount: 12", false, event.Result{}, false},
		{"a formatter by name", `npx purs-tidy format-in-place "src/**/*.purs"`, "", false, event.Result{}, false},
		{"a formatter by subcommand", "raco fmt -i lib/tok.rkt", "", false, event.Result{}, false},
		{"a script named for an act", "./scripts/deploy-staging.sh", "deployed", false, event.Result{}, false},
		{"a version asked", "idris2 --version", "Idris 2, version 0.7.0", false, event.Result{}, false},
	}
	for _, tt := range tests {
		found, _ := Recognizer{}.ReadTool("Bash", tt.line)
		tt.res.Output = tt.output
		if got := (Recognizer{}).UnreadRun("Bash", tt.line, found, tt.failed, tt.res); got != tt.want {
			t.Errorf("%s: UnreadRun(%q) = %v, want %v", tt.name, tt.line, got, tt.want)
		}
	}
}

func FuzzUnreadRun(f *testing.F) {
	f.Add("raco make -v lib/tok.rkt", "compiling: lib/tok.rkt", false)
	f.Add("cd x && ./bin/check | tee out.log", "", false)
	f.Add("timeout 60 idris2 --build a.ipkg", "", true)
	f.Fuzz(func(t *testing.T, line, output string, failed bool) {
		found, _ := Recognizer{}.ReadTool("Bash", line)
		res := event.Result{Output: output}
		got := (Recognizer{}).UnreadRun("Bash", line, found, failed, res)
		if got && (failed || len(found) > 0) {
			t.Fatalf("UnreadRun(%q, failed=%v) with %d checks found = true: a failed line or a read one is no unread run", line, failed, len(found))
		}
		res.Background = true
		if (Recognizer{}).UnreadRun("Bash", line, found, failed, res) {
			t.Fatal("a run still going is no unread run")
		}
	})
}

func TestChecksNothing(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"bundle install", true},
		{"npm ci", true},
		{"brew upgrade postgresql@16", true},
		{"pip install -r requirements.txt", true},
		{"bundle exec rspec", false},     // a test run
		{"npm ci && npm test", false},    // one command of it checks
		{"cargo build --release", false}, // a build
		{"./bin/check-invoices", false},  // a program nobody lists may check
		{"Lookup()", false},              // code, not a command line
		{"tmp/rspec-full.log", false},    // a path
		{"NODE_ENV=production", false},   // no program
		{"--stop 23105", false},          // switches
	} {
		if got := ChecksNothing(tc.line); got != tc.want {
			t.Errorf("ChecksNothing(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}
