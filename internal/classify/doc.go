// Package classify decides, from the text of a user prompt alone, what kind of
// task the user is asking the agent to do and which sensitive areas it touches.
//
// The contract:
//
//   - Mode is decided by what the user asks the agent to DO (the requested verb,
//     its object and the mood of the request), never by topic words alone.
//     "explain the deploy pipeline" is a question; "deploy it" is an action.
//   - Quick means a question, explanation or lookup. Normal is a contained
//     change. Deep is multi-file work, a feature, a refactor, a migration, hard
//     or intermittent debugging, or performance work. Blocked means the user
//     asks the agent to carry out an action across a sensitive boundary
//     (production, a shared database, real credentials, a remote, or an
//     irreversible delete).
//   - A prompt that matches no rule is Normal, never Quick.
//   - An explicit scope word ("briefly", "just explain", "read-only",
//     "설명만", "코드는 건드리지 말고") beats topic words.
//   - Risks lists the sensitive areas of the user's own systems that the
//     prompt involves, even in a question; it is never nil, has no duplicates
//     and keeps the canonical order. A Blocked result always has a risk.
//   - Negated requests ("don't push", "without touching prod", "푸시하지 말고")
//     do not count.
//   - Pasted material (fenced code, tool output, logs, quoted blocks) is not
//     a request: no rule reads it. The body of a pasted plan ("Implement the
//     following plan:") sets the task's size and risk areas, never Blocked
//     or Quick by itself; a long structured prompt is never Quick because
//     it contains questions.
//   - Waiver holds the user's words when they waive verification, Cuts the
//     parts of the task they let the agent skip, stub or defer; both come
//     from the user's own request text (and Cuts from a pasted plan's
//     out-of-scope list).
//   - A reply to the agent is read against the task in progress (see
//     Reply): one that only continues it ("ok do it", "2", "진행해") keeps
//     the task's mode and risks, since its own words say nothing of the
//     task; one that adds a request is merged with the task, never lower.
//   - Classification is linear in the prompt's length (see pattern.go).
//
// English and Korean (and a mix of both) are supported. Classification is
// deterministic, uses only the standard library and does no I/O.
package classify
