struct AccountType {}
