package guard

// gitSpec returns how a git subcommand reads its options (git's
// parse-options: clusters, --opt=value, unambiguous abbreviations,
// options after operands until "--"). Only the options the policy asks
// about, and those that take a value, need to be listed. A switch over
// package-level specs, which the compiler lays out as data: the map they
// were in was built again in every process that judged a git command.
func gitSpec(sub string) optSpec {
	switch sub {
	case "reset":
		return gitResetSpec
	case "clean":
		return gitCleanSpec
	case "checkout":
		return gitCheckoutSpec
	case "switch":
		return gitSwitchSpec
	case "restore":
		return gitRestoreSpec
	case "push":
		return gitPushSpec
	case "branch":
		return gitBranchSpec
	case "log":
		return gitLogSpec
	case "stash":
		return gitStashSpec
	}
	return optSpec{}
}

var (
	gitResetSpec = optSpec{abbrev: true, permute: true, opts: []opt{
		{long: "hard"}, {long: "soft"}, {long: "mixed"}, {long: "keep"}, {long: "merge"},
		{long: "quiet", short: 'q'}, {long: "patch", short: 'p'}, {long: "intent-to-add", short: 'N'},
		{long: "pathspec-from-file", value: true}, {long: "recurse-submodules"}, {long: "no-refresh"}, {long: "refresh"},
	}}
	gitCleanSpec = optSpec{abbrev: true, permute: true, opts: []opt{
		{long: "force", short: 'f'}, {long: "dry-run", short: 'n'}, {long: "interactive", short: 'i'},
		{long: "quiet", short: 'q'}, {long: "exclude", short: 'e', value: true}, {short: 'd'}, {short: 'x'}, {short: 'X'},
	}}
	gitCheckoutSpec = optSpec{abbrev: true, permute: true, opts: []opt{
		{long: "force", short: 'f'}, {long: "quiet", short: 'q'}, {short: 'b', value: true}, {short: 'B', value: true},
		{long: "orphan", value: true}, {long: "track", short: 't'}, {long: "detach"}, {long: "merge", short: 'm'},
		{long: "patch", short: 'p'}, {long: "ours", short: '2'}, {long: "theirs", short: '3'}, {long: "conflict", value: true},
		{long: "pathspec-from-file", value: true}, {long: "ignore-skip-worktree-bits"}, {long: "overlay"}, {long: "no-overlay"},
		{long: "recurse-submodules"}, {long: "progress"}, {long: "guess"}, {long: "ignore-other-worktrees"},
	}}
	gitSwitchSpec = optSpec{abbrev: true, permute: true, opts: []opt{
		{long: "force", short: 'f'}, {long: "discard-changes"}, {long: "quiet", short: 'q'}, {long: "create", short: 'c', value: true},
		{long: "force-create", short: 'C', value: true}, {long: "orphan", value: true}, {long: "detach", short: 'd'},
		{long: "track", short: 't'}, {long: "merge", short: 'm'}, {long: "conflict", value: true}, {long: "guess"},
		{long: "recurse-submodules"}, {long: "progress"}, {long: "ignore-other-worktrees"},
	}}
	gitRestoreSpec = optSpec{abbrev: true, permute: true, opts: []opt{
		{long: "source", short: 's', value: true}, {long: "staged", short: 'S'}, {long: "worktree", short: 'W'},
		{long: "quiet", short: 'q'}, {long: "patch", short: 'p'}, {long: "ours"}, {long: "theirs"}, {long: "merge", short: 'm'},
		{long: "conflict", value: true}, {long: "ignore-unmerged"}, {long: "overlay"}, {long: "no-overlay"},
		{long: "pathspec-from-file", value: true}, {long: "recurse-submodules"}, {long: "progress"},
	}}
	gitPushSpec = optSpec{abbrev: true, permute: true, opts: []opt{
		{long: "force", short: 'f'}, {long: "force-with-lease"}, {long: "force-if-includes"}, {long: "dry-run", short: 'n'},
		{long: "delete", short: 'd'}, {long: "mirror"}, {long: "all"}, {long: "branches"}, {long: "tags"},
		{long: "set-upstream", short: 'u'}, {long: "quiet", short: 'q'}, {long: "verbose", short: 'v'},
		{long: "push-option", short: 'o', value: true}, {long: "repo", value: true}, {long: "receive-pack", value: true},
		{long: "exec", value: true}, {long: "atomic"}, {long: "no-verify"}, {long: "follow-tags"}, {long: "porcelain"},
		{long: "prune"}, {long: "signed"}, {long: "recurse-submodules", value: true}, {long: "progress"},
		{long: "ipv4", short: '4'}, {long: "ipv6", short: '6'},
	}}
	gitBranchSpec = optSpec{abbrev: true, permute: true, opts: []opt{
		{long: "delete", short: 'd'}, {short: 'D'}, {long: "force", short: 'f'}, {long: "move", short: 'm'}, {short: 'M'},
		{long: "copy", short: 'c'}, {short: 'C'}, {long: "remotes", short: 'r'}, {long: "all", short: 'a'},
		{long: "list", short: 'l'}, {long: "verbose", short: 'v'}, {long: "quiet", short: 'q'},
		{long: "set-upstream-to", short: 'u', value: true}, {long: "contains", value: true}, {long: "merged", value: true},
		{long: "no-merged", value: true}, {long: "points-at", value: true}, {long: "format", value: true},
		{long: "sort", value: true}, {long: "track", short: 't'}, {long: "unset-upstream"}, {long: "show-current"},
		{long: "edit-description"}, {long: "column"}, {long: "color"},
	}}
	gitLogSpec = optSpec{abbrev: true, permute: true, opts: []opt{
		{long: "patch", short: 'p'}, {short: 'u'}, {long: "max-count", short: 'n', value: true}, {long: "format", value: true},
		{long: "pretty", value: true}, {long: "author", value: true}, {long: "grep", value: true}, {long: "since", value: true},
		{long: "until", value: true}, {long: "stat"}, {long: "oneline"}, {long: "follow"}, {long: "all"},
	}}
	gitStashSpec = optSpec{abbrev: true, permute: true, opts: []opt{
		{long: "quiet", short: 'q'}, {long: "message", short: 'm', value: true}, {long: "keep-index", short: 'k'},
		{long: "include-untracked", short: 'u'}, {long: "all", short: 'a'}, {long: "patch", short: 'p'},
		{long: "staged", short: 'S'}, {long: "index"}, {long: "pathspec-from-file", value: true},
	}}
)
