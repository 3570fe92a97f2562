let sketch = 1
