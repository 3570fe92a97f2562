.text
