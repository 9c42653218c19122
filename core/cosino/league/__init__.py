"""League maths: ratings and tables, and the reliability of each seat's harness."""
