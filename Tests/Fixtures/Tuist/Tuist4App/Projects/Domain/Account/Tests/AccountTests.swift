import Account
