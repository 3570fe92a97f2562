/// What the rules say in findings and coverage notes, each text named after what it says. Each rule kind adds
/// its texts in an extension next to the code that emits them.
enum RuleMessages {}
