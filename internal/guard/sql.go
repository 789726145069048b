package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// destructiveSQL matches statements that drop or empty data for good:
// DROP DATABASE/TABLE/SCHEMA, TRUNCATE, DELETE FROM t without WHERE.
var destructiveSQL = lazyRegexp{expr: `(?is)\b(drop(\s|/\*.*?\*/)+(database|table|schema)|truncate(\s+table)?\s+[\w"\x60.]+|delete\s+from\s+[\w"\x60.]+\s*(;|$|'|")|dropDatabase\s*\(|\.drop\s*\(\s*\)|flushall|flushdb)`}

// sqlCommand denies destructive statements sent to a database that is not
// on this machine. The host comes from -h/--host, a connection URL or
// conninfo string, or PGHOST/MYSQL_HOST; no host means the local socket.
func sqlCommand(j *judge, c shell.Command, _ int) {
	ws := args(c)
	var text strings.Builder
	for _, w := range ws {
		text.WriteString(w.text + "\n")
	}
	for _, r := range c.Redirects {
		text.WriteString(r.Body + "\n")
		if r.Op == "<<<" {
			text.WriteString(r.Target + "\n")
		}
	}
	m := destructiveSQL.get().FindString(text.String())
	if m == "" {
		return
	}
	host, known := sqlHost(c, ws)
	switch {
	case !known:
		j.add(Deny, ruleSQL, program(c)+" sends "+strings.ToUpper(m)+" to a database that cannot be told")
	case !isLocalHost(host):
		j.add(Deny, ruleSQL, program(c)+" sends "+strings.ToUpper(m)+" to "+host)
	}
}

// connURL matches the host part of postgres://, mysql://, mongodb+srv://…
var connURL = lazyRegexp{expr: `(?i)^[a-z][a-z0-9+.-]*://(?:[^@/]*@)?(\[[^\]]*\]|[^:/?,]*)`}

// sqlHost returns the database host a client connects to, and false when
// it depends on a value that cannot be told.
func sqlHost(c shell.Command, ws []word) (string, bool) {
	for _, a := range c.Assigns {
		name, val, _ := strings.Cut(a, "=")
		switch name {
		case "PGHOST", "MYSQL_HOST", "DATABASE_URL":
			if m := connURL.get().FindStringSubmatch(val); m != nil {
				return m[1], true
			}
			return val, true
		}
	}
	valued := map[string]bool{"-c": true, "-e": true, "--command": true, "--execute": true, "-U": true, "-u": true,
		"--user": true, "--username": true, "-p": true, "-P": true, "--port": true, "-f": true, "--file": true, "--eval": true, "-Q": true}
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		a := w.text
		var host string
		switch {
		case a == "-u" && program(c) == "redis-cli" && i+1 < len(ws):
			// redis-cli -u redis://host:port names its server by URL.
			i++
			if !ws[i].known() {
				return ws[i].text, false
			}
			if m := connURL.get().FindStringSubmatch(ws[i].text); m != nil {
				host = m[1]
			}
		case a == "-h" || a == "--host" || a == "-H" || a == "--hostname" || a == "-S" && program(c) == "sqlcmd":
			if i+1 < len(ws) {
				i++
				host = ws[i].text
				if !ws[i].known() {
					return host, false
				}
			}
		case valued[a]:
			i++
		case strings.HasPrefix(a, "--host="):
			host = a[len("--host="):]
		case strings.HasPrefix(a, "-h") && len(a) > 2 && !strings.HasPrefix(a, "-help"):
			host = a[2:]
		case strings.HasPrefix(a, "-") && !strings.Contains(a, "://") && !strings.Contains(a, "host="):
			if v, ok := strings.CutPrefix(a, "--dbname="); ok {
				a = v
			} else {
				continue
			}
			fallthrough
		default:
			switch {
			case !w.known() && strings.HasPrefix(blank(a), placeholder):
				return a, false
			case strings.Contains(a, "://"):
				if m := connURL.get().FindStringSubmatch(a); m != nil {
					host = m[1]
				}
			case strings.Contains(a, "host="):
				_, rest, _ := strings.Cut(a, "host=")
				host, _, _ = strings.Cut(rest, " ")
			}
		}
		if host != "" {
			return host, true
		}
	}
	return "localhost", true
}

func isLocalHost(h string) bool {
	h = strings.ToLower(strings.Trim(h, "[]"))
	if i := strings.LastIndexByte(h, ':'); i > 0 && !strings.Contains(h[:i], ":") {
		h = h[:i] // host:port
	}
	switch {
	case h == "" || h == "localhost" || h == "::1" || h == "0.0.0.0" || h == "host.docker.internal":
		return true
	case strings.HasPrefix(h, "127.") || strings.HasSuffix(h, ".localhost") || strings.HasPrefix(h, "/"):
		return true
	}
	return false
}

func isSQLClient(name string) bool {
	switch name {
	case "psql", "mysql", "mariadb", "pgcli", "mycli", "clickhouse-client", "sqlcmd", "cockroach", "mongo", "mongosh", "redis-cli":
		return true
	}
	return false
}

// dropdbCommand denies dropping a database on a server that is not local.
func dropdbCommand(j *judge, c shell.Command, _ int) {
	ws := args(c)
	host, known := sqlHost(c, ws)
	switch {
	case !known:
		j.add(Deny, ruleSQL, "dropdb drops a database on a server that cannot be told")
	case !isLocalHost(host):
		j.add(Deny, ruleSQL, "dropdb drops a database on "+host)
	}
}
