let greeting = "Bonjour"
