package observe

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// ActsOnProduction reports a command that names a production target (an
// argument or variable such as prod, production, live, $PROD_DB_URL) and is
// not a read-only look at it (--help, describe, get, list, status, logs, a
// dry run, a plan, a SELECT): the evidence that an action the user asked
// for in production really ran.
func ActsOnProduction(line string) bool {
	cmds, _ := shell.Parse(line)
	for _, c := range cmds {
		if c.Nested || len(c.Args) == 0 {
			continue
		}
		args, _ := peel(c.Args, nil)
		if len(args) == 0 || actionReaders[program(args[0])] {
			continue // its own reader (Actions) already said it is no action
		}
		if k := classify(args); k&(of(Build)|of(Test)|of(Lint)|of(Typecheck)) != 0 && k&of(Deploy) == 0 {
			continue // a build, test or lint that names prod (values-prod.yaml) acts on nothing
		}
		if namesProduction(args) && !readOnly(args) {
			return true
		}
	}
	return false
}

// actionReaders are the programs actionOf reads subcommand by subcommand.
var actionReaders = map[string]bool{
	"git": true, "gh": true, "kubectl": true, "oc": true, "helm": true, "terraform": true, "tofu": true,
	"pulumi": true, "aws": true, "gcloud": true, "az": true, "doctl": true, "gsutil": true, "docker": true,
	"podman": true, "psql": true, "mysql": true, "sqlite3": true, "mariadb": true, "redis-cli": true,
	"curl": true, "http": true, "https": true, "wget": true, "alembic": true, "flyway": true, "goose": true,
	"prisma": true, "vault": true,
	// readers, printers and the shell's own moves never act
	"cd": true, "pushd": true, "popd": true, "cat": true, "grep": true, "rg": true, "head": true, "tail": true, "less": true, "echo": true,
	"printf": true, "jq": true, "yq": true, "ls": true, "find": true, "sed": true, "awk": true, "diff": true,
}

func namesProduction(args []string) bool {
	for _, a := range args[1:] {
		for _, w := range strings.FieldsFunc(strings.ToLower(a), func(r rune) bool {
			return !('a' <= r && r <= 'z' || '0' <= r && r <= '9')
		}) {
			switch w {
			case "prod", "production", "prd", "live":
				return true
			}
		}
	}
	return false
}

// readOnlyWords are arguments that make a command a look, not an action.
var readOnlyWords = map[string]bool{
	"--help": true, "-h": true, "help": true, "describe": true, "get": true, "list": true, "ls": true,
	"status": true, "logs": true, "log": true, "show": true, "diff": true, "plan": true, "--dry-run": true,
	"--dry_run": true, "-n": true, "--check": true, "--list": true, "top": true, "history": true,
}

func readOnly(args []string) bool {
	for _, a := range args[1:] {
		low := strings.ToLower(a)
		if readOnlyWords[low] {
			return true
		}
		for _, p := range []string{"describe-", "get-", "list-", "show-"} {
			if strings.HasPrefix(low, p) {
				return true // aws ecs describe-services, gcloud … list-…
			}
		}
		if up := strings.ToUpper(strings.TrimSpace(a)); strings.HasPrefix(up, "SELECT ") || strings.HasPrefix(up, "SHOW ") || strings.HasPrefix(up, "EXPLAIN ") || strings.HasPrefix(up, `\D`) {
			return true
		}
	}
	return false
}
