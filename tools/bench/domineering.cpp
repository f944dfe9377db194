// Domineering benchmark (placeholder until the ruleset lands).
int main() { return 0; }
