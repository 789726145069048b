package guard

// RuleInfo describes one rule: its stable identifier, the decision it
// yields unless configuration overrides it, and what it protects against.
type RuleInfo struct {
	ID      string
	Default Decision
	Summary string
}

var rules = []RuleInfo{
	{"delete-outside-project", Deny, "recursive or forced deletion of /, the home directory, the project root, .git, or paths outside the project (rm, find -delete, rsync --delete, inline scripts, Remove-Item)"},
	{"git-reset-hard", Deny, "git reset --hard discards uncommitted work"},
	{"git-clean", Deny, "git clean -f deletes untracked files"},
	{"force-push-main", Deny, "force push (or deletion) of main/master, or a force push whose branch cannot be told"},
	{"infra-teardown", Deny, "terraform/tofu destroy, pulumi destroy, kubectl delete namespace or --all, cloud stack and cluster deletion"},
	{"sql-drop-remote", Deny, "DROP DATABASE/TABLE/SCHEMA or TRUNCATE sent to a database that is not local"},
	{"disk-damage", Deny, "writing raw devices, making file systems, wiping disks, recursive chmod/chown of system paths"},
	{"pipe-to-shell", Deny, "running a downloaded script without reading it (curl | sh, bash <(curl …))"},
	{"read-secret", Deny, "reading .env files, private keys and credential files"},
	{"dump-env", Deny, "printing the whole environment, which holds tokens"},
	{"print-secret-var", Deny, "printing a variable whose name marks it as a secret"},
	{"write-secret-file", Deny, "editing .env files, private keys and credential files"},
	{"remote-write", Ask, "writing to a remote: git push, package publishing, releases, image pushes, terraform apply and other deploys, kubectl and helm changes in production"},
	{"internal-error", Deny, "the guard failed to judge the command"},
}

// Rules lists every rule identifier with its default decision, so
// configuration can override a rule by name.
func Rules() []RuleInfo {
	return append([]RuleInfo(nil), rules...)
}
