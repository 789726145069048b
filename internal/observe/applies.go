package observe

import (
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// Applies reports whether the shell line runs the SQL file at p against a
// database: a SQL client given the file (psql -f, mysql < file, sqlite3
// db ".read file"), or a migration tool run while p lies in a migrations
// folder (alembic upgrade, flyway migrate, rails db:migrate, goose up).
// The database then parsed and executed the file, which is the check a
// migration or a schema file has: no compiler reads it. A migration
// written in code (a Django, Alembic, Rails or knex one) is run by the
// tool as well: applying it is its check, as a test run is a module's.
func Applies(line, p string) bool {
	sql, folder := sqlFile(p), migrationFolder(p)
	if !sql && !folder {
		return false
	}
	base := path.Base(strings.ReplaceAll(p, `\`, "/"))
	cmds, _ := parseBash(line)
	for _, c := range cmds {
		if c.Nested || len(c.Args) == 0 {
			continue
		}
		args, _ := peel(c.Args, nil)
		if len(args) == 0 {
			continue
		}
		if sqlClients(program(args[0])) {
			if sql && runsFile(args[1:], c.Redirects, base) {
				return true
			}
			continue // a query of its own (psql -c "DELETE …") applies no file
		}
		if folder && actionOf(args) == Data {
			return true // a migration tool's run: alembic upgrade, rails db:migrate
		}
	}
	return false
}

// sqlFile reports a file of SQL: a migration, a schema, a seed.
func sqlFile(p string) bool { return strings.EqualFold(path.Ext(p), ".sql") }

// runsFile reports a SQL client's arguments or input that name the file
// base (any file for ""): -f FILE, --file=FILE, < FILE, a ".read FILE"
// or "\i FILE". What the file holds is not known; that it runs, against
// a database, is.
func runsFile(args []string, redirects []shell.Redirect, base string) bool {
	names := func(s string) bool {
		return s != "" && (base == "" || path.Base(strings.ReplaceAll(s, `\`, "/")) == base)
	}
	for i, a := range args {
		switch {
		case (a == "-f" || a == "--file") && i+1 < len(args) && names(args[i+1]):
			return true
		case strings.HasPrefix(a, "--file=") && names(strings.TrimPrefix(a, "--file=")):
			return true
		case strings.HasPrefix(a, "-f") && len(a) > 2 && names(a[2:]):
			return true
		case strings.Contains(a, ".read ") || strings.Contains(a, `\i `):
			if f := strings.Fields(a); len(f) >= 2 && names(f[len(f)-1]) {
				return true
			}
		}
	}
	for _, r := range redirects {
		if r.Op == "<" && names(r.Target) {
			return true
		}
	}
	return false
}

// migrationFolder reports a path under a folder of migrations: the
// frameworks' own (migrations/, db/migrate/, alembic/versions/), Flyway's
// db/migration/ and Liquibase's db/changelog/.
func migrationFolder(p string) bool {
	low := strings.ToLower(strings.ReplaceAll(p, `\`, "/"))
	return strings.Contains(low, "/migrations/") || strings.Contains(low, "/migrate/") || strings.HasPrefix(low, "migrations/") ||
		strings.Contains(low, "alembic/versions/") || strings.Contains(low, "db/migration/") || strings.Contains(low, "db/changelog/")
}

// AppliesConfig reports whether the shell line hands the configuration
// file at p to a service that applies it: kubectl apply, create or
// replace with -f naming the file or its folder, a cloud CLI given it as
// file:// (aws route53 change-resource-record-sets --change-batch
// file://dns/change.json), helm with it as --values. The service parsed
// and validated the file to apply it, as a database runs a migration:
// that run is the check a manifest or a change batch has, no compiler
// reads it.
func AppliesConfig(line, p string) bool {
	if File(p) != Config || !strings.Contains(line, "-f") && !strings.Contains(line, "-k") && !strings.Contains(line, "--values") && !strings.Contains(line, "file://") {
		return false // no file handed over: the parse is the cost
	}
	p = strings.ReplaceAll(p, `\`, "/")
	cmds, _ := parseBash(line)
	for _, c := range cmds {
		if c.Nested || len(c.Args) == 0 {
			continue
		}
		args, _ := peel(c.Args, nil)
		if len(args) < 2 {
			continue
		}
		for i, a := range args[1:] {
			var named string
			switch prog := program(args[0]); {
			case (prog == "kubectl" || prog == "oc") && (a == "-f" || a == "--filename" || a == "-k" || a == "--kustomize") &&
				(hasWordArg(args, "apply") || hasWordArg(args, "create") || hasWordArg(args, "replace")),
				prog == "helm" && (a == "-f" || a == "--values") && (hasWordArg(args, "upgrade") || hasWordArg(args, "install")):
				if i+2 < len(args) {
					named = args[i+2]
				}
			case prog == "aws" || prog == "az" || prog == "gcloud" || prog == "doctl":
				if _, f, ok := strings.Cut(a, "file://"); ok {
					named = f
				}
			}
			if named != "" && namesPath(p, named) {
				return true
			}
		}
	}
	return false
}

// namesPath reports an argument that names the file at p (absolute, as the
// ledger keeps it), or a folder it lies in: "dns/change.json",
// "./k8s/".
func namesPath(p, arg string) bool {
	arg = strings.TrimPrefix(path.Clean(strings.ReplaceAll(arg, `\`, "/")), "./")
	if arg == "." || arg == "" || strings.HasPrefix(arg, "..") {
		return false
	}
	return p == arg || strings.HasSuffix(p, "/"+arg) || strings.Contains(p, "/"+arg+"/") || strings.HasPrefix(p, arg+"/")
}
